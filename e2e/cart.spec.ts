import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, watchPageErrors } from './support/hydrated';
import { addToCart, openCart, PRODUCT, restock } from './support/shop';
import { wordsOf } from './support/words';

/** The lines of the shopper's selection as the Checkout API keeps them, with their notes. */
async function selectionLines(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/_local/checkout-api/selection', {
      headers: { 'API-token': window.localStorage.getItem('Api-token') ?? '' },
    });
    const body = (await response.json()) as {
      selection: { items: { quantity: number; comment: string }[] };
    };
    return body.selection.items.map(({ quantity, comment }) => ({ quantity, comment }));
  });
}

/**
 * Uncaught errors and unhandled rejections; the requests a test cuts off on purpose, and the
 * browser's own line about each, are not counted.
 */
function watchUnhandled(page: Page) {
  const errors = watchPageErrors(page);
  return () =>
    errors.filter(
      (error) => !error.startsWith('request failed') && !/Failed to load resource/i.test(error),
    );
}

test.describe('the cart', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
  });

  test('a drawer whose code or words do not come shows the cart on the checkout page instead, and the page keeps running', async ({
    page,
  }) => {
    const unhandled = watchUnhandled(page);
    await addToCart(page, PRODUCT);
    let cutOff = true;
    await page.route('**/api/words/cart-drawer**', (route) =>
      cutOff ? route.abort('failed') : route.continue(),
    );
    // No uncaught error takes the page's shell down: the cart is shown where it always is.
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await page.waitForURL('**/checkout');
    await expect(page.getByRole('main').getByText(/^Kvallsro Ice Mint/)).toBeVisible();
    expect(unhandled()).toEqual([]);
    // Once its words come again, the next page's drawer opens as always.
    cutOff = false;
    await gotoHydrated(page, '/');
    const drawer = await openCart(page);
    await expect(drawer.getByText(/^Kvallsro Ice Mint/)).toBeVisible();
  });

  test('a note written on the product page goes with its line and stays after a reload', async ({
    page,
  }) => {
    const t = wordsOf('de');
    const note = 'Für meinen Bruder, bitte';
    await gotoHydrated(page, `/de${PRODUCT}`);
    await page.getByText(t('addNote')).click();
    const noteField = page.getByRole('textbox', { name: t('noteLabel') });
    await noteField.fill(note);
    await page.getByRole('button', { name: t('addToCart') }).click();
    await expect(page.getByRole('status').getByText(t('itemAdded'))).toBeVisible();
    // The note went with that line: the next add starts without one.
    await expect(noteField).toHaveValue('');
    await page.getByRole('button', { name: t('addToCart') }).click();
    await expect(
      page.getByRole('button', { name: t('cartWithCount', { count: 2 }) }),
    ).toBeVisible();

    // As Centra does, the same product with a note is a line of its own.
    expect(await selectionLines(page)).toEqual([
      { quantity: 1, comment: note },
      { quantity: 1, comment: '' },
    ]);
    const drawer = await openCart(page, 'de');
    await expect(drawer.getByRole('listitem')).toHaveCount(2);
    await expect(drawer.getByRole('listitem').first()).toContainText(t('lineNote', { note }));
    await expect(drawer.getByText(t('lineNote', { note }))).toHaveCount(1);

    await page.reload();
    const again = await openCart(page, 'de');
    await expect(again.getByText(t('lineNote', { note }))).toBeVisible();
  });

  test('a voucher that cannot reach the Checkout API, or cannot be removed, says so', async ({
    page,
  }) => {
    const t = wordsOf('en');
    const unhandled = watchUnhandled(page);
    await addToCart(page, PRODUCT);
    const drawer = await openCart(page);
    const code = drawer.getByRole('textbox', { name: t('voucherCode') });
    const apply = drawer.getByRole('button', { name: t('applyVoucher') });

    // Offline for the voucher (tried through the shop's own endpoint, which limits guesses):
    // the cart says something went wrong, and keeps the code typed.
    await page.route('**/api/checkout/vouchers', (route) => route.abort('internetdisconnected'));
    await code.fill('WELCOME10');
    await apply.click();
    await expect(drawer.getByRole('alert')).toHaveText(t('generic'));
    await expect(apply).toBeEnabled();
    await expect(code).toHaveValue('WELCOME10');
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');

    // Back online: the code applies and the failure is gone.
    await page.unroute('**/api/checkout/vouchers');
    await apply.click();
    await expect(drawer.getByText('WELCOME10 – 10% off your order')).toBeVisible();
    await expect(drawer.getByRole('alert')).toHaveCount(0);

    // Removing it fails, first at the network, then refused: the voucher stays, and says so.
    const remove = drawer.getByRole('button', { name: t('removeVoucher', { code: 'WELCOME10' }) });
    await page.route('**/_local/checkout-api/vouchers/*', (route) => route.abort('failed'));
    await remove.click();
    await expect(drawer.getByRole('alert')).toHaveText(t('generic'));
    await expect(remove).toBeEnabled();
    await page.unroute('**/_local/checkout-api/vouchers/*');
    await page.route('**/_local/checkout-api/vouchers/*', (route) =>
      route.fulfill({ status: 500, json: { errors: { voucher: 'unavailable' } } }),
    );
    await remove.click();
    await expect(drawer.getByRole('alert')).toHaveText(t('generic'));
    await expect(drawer.getByText('WELCOME10 – 10% off your order')).toBeVisible();
    await page.unroute('**/_local/checkout-api/vouchers/*');
    await remove.click();
    await expect(drawer.getByText('WELCOME10 – 10% off your order')).toHaveCount(0);
    await expect(drawer.getByRole('alert')).toHaveCount(0);

    expect(unhandled()).toEqual([]);
  });

  test('a line change the Checkout API refuses, or a failed add, says what went wrong', async ({
    page,
  }) => {
    const t = wordsOf('en');
    const unhandled = watchUnhandled(page);
    await addToCart(page, PRODUCT);

    // The add itself: offline, then past the limit, each told beside the button.
    const add = page.getByRole('button', { name: t('addToCart') });
    await page.route('**/api/addProduct', (route) => route.abort('internetdisconnected'));
    await add.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('addFailed'));
    await expect(add).toBeEnabled();
    await page.unroute('**/api/addProduct');
    await page.route('**/api/addProduct', (route) =>
      route.fulfill({ status: 429, json: { error: 'too many adds to this cart' } }),
    );
    await add.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('tooManyAttempts'));
    await page.unroute('**/api/addProduct');

    const drawer = await openCart(page);
    const line = drawer.getByRole('listitem');
    await page.route('**/_local/checkout-api/lines/**', (route) =>
      route.fulfill({ status: 429, json: { errors: { request: 'too many requests' } } }),
    );
    await drawer.getByRole('button', { name: /^One more/ }).click();
    await expect(line.getByRole('alert')).toHaveText(t('tooManyAttempts'));
    await expect(drawer.getByLabel(/^Quantity of/)).toHaveText('1');
    await page.unroute('**/_local/checkout-api/lines/**');
    await page.route('**/_local/checkout-api/lines/**', (route) => route.abort('failed'));
    await drawer.getByRole('button', { name: /^Remove/ }).click();
    await expect(line.getByRole('alert')).toHaveText(t('generic'));
    await page.unroute('**/_local/checkout-api/lines/**');
    await drawer.getByRole('button', { name: /^One more/ }).click();
    await expect(drawer.getByLabel(/^Quantity of/)).toHaveText('2');
    await expect(line.getByRole('alert')).toHaveCount(0);

    expect(unhandled()).toEqual([]);
  });
});
