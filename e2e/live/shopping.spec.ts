import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, watchPageErrors } from '../support/hydrated';
import {
  addToCart,
  ANNA,
  choosePayment,
  fillCheckout,
  openCart,
  OTHER_PRODUCT,
  paymentName,
  PRODUCT,
  restock,
} from '../support/shop';
import { servicesControl } from '../support/topology';
import { wordsOf } from '../support/words';

// The shop in production mode, its Centra, Sanity and Algolia 80 ms away over the network.
const t = wordsOf('en');

/** The purchase events the stand-ins' Logflare received for an order. */
async function purchasesOf(page: Page, order: string) {
  const response = await page.request.get(servicesControl('/logflare'));
  const { events } = (await response.json()) as {
    events: {
      entry: { message: unknown; metadata: { transactionId?: string; coupon?: string } };
    }[];
  };
  return events
    .map(({ entry }) => entry)
    .filter((entry) => entry.message === 'purchase' && entry.metadata.transactionId === order);
}

test.describe('a shopper on the live topology', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
    await restock(page, OTHER_PRODUCT);
  });

  test('browses, filters, sorts and searches the catalogue with suggestions', async ({ page }) => {
    const problems = watchPageErrors(page);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await gotoHydrated(page, '/products');
    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter products' });
    await filters.getByRole('checkbox', { name: /^Fjordlys/ }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/filters=/);
    await page.getByRole('button', { name: 'Sort' }).click();
    const sort = page.getByRole('dialog', { name: 'Sort products' });
    await sort.getByRole('radio', { name: 'Price, low to high' }).check();
    await sort.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    const titles = await page.locator('.product-card h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.startsWith('Fjordlys'))).toBe(true);

    // Suggestions come from the stand-ins' Algolia, straight from the browser.
    await gotoHydrated(page, '/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('fjordl', { delay: 30 });
    const suggestions = page.getByRole('list', { name: 'Search' });
    await expect(suggestions.getByRole('link').first()).toContainText('Fjordlys', {
      timeout: 10_000,
    });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=fjordl$/);
    await expect(page.getByText('Results for “fjordl”')).toBeVisible();

    await gotoHydrated(page, PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kvallsro');
    // Production shows no invented competitor prices.
    await expect(page.getByRole('heading', { name: t('priceComparison') })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('buys single cans and a 10-pack with a voucher; the receipt and its purchase event', async ({
    page,
  }) => {
    await addToCart(page, OTHER_PRODUCT);
    await addToCart(page, PRODUCT, 10);
    const drawer = await openCart(page);
    await expect(drawer.getByText('Pack of 10 cans')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Voucher code' }).fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText('WELCOME10 – 10% off your order')).toBeVisible();
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await fillCheckout(page);
    await choosePayment(page, paymentName('dummy'));
    await page.getByRole('button', { name: t('placeOrder') }).click();

    await page.waitForURL('**/receipt**');
    const order = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(order).toMatch(/^\d+$/);
    await expect(page.getByRole('main').getByText(/10-pack/)).toBeVisible();
    await expect(page.getByRole('main').getByText('1 High Street')).toBeVisible();
    // The worker wrote the purchase to Logflare (the stand-ins' intake) once, with the coupon.
    await expect.poll(async () => (await purchasesOf(page, order)).length).toBe(1);
    expect((await purchasesOf(page, order))[0]?.metadata.coupon).toBe('WELCOME10');
  });

  test('pays on the test bank page, and by invoice in Swedish crowns', async ({ page }) => {
    await addToCart(page, PRODUCT);
    await gotoHydrated(page, '/checkout');
    await fillCheckout(page);
    await choosePayment(page, paymentName('dummy-redirect'));
    await page.getByRole('button', { name: t('placeOrder') }).click();
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await page.waitForURL('**/receipt**');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);

    const sv = wordsOf('sv');
    await addToCart(page, `/sv${PRODUCT}`, 5, 'sv');
    await gotoHydrated(page, '/sv/checkout');
    await fillCheckout(page, ANNA, 'sv');
    await choosePayment(page, paymentName('dummy-direct', 'sv'));
    await page.getByRole('button', { name: sv('placeOrder') }).click();
    await page.waitForURL('**/sv/receipt');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expect(page.getByRole('main').getByTestId('grand-total')).toHaveText(/kr$/);
  });

  test('a declined card returns to the checkout with the order error, and the cart stays', async ({
    page,
  }) => {
    await addToCart(page, PRODUCT);
    await gotoHydrated(page, '/checkout');
    await fillCheckout(page);
    await choosePayment(page, paymentName('dummy-failing'));
    await page.getByRole('button', { name: t('placeOrder') }).click();
    await page.waitForURL(/\/checkout\?.*error=declined/);
    await expect(page.getByRole('alert')).toHaveText(t('orderError'));
    await expect(page.getByRole('button', { name: t('placeOrder') })).toBeEnabled();
  });
});
