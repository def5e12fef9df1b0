import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import {
  addToCart,
  ANNA,
  choosePayment,
  currentSelection,
  fillCheckout,
  openCart,
  OTHER_PRODUCT,
  paymentName,
  PRODUCT,
  restock,
} from './support/shop';
import { wordsOf } from './support/words';

/**
 * Sold out by its test while the shopper pays: a product of its own (no other test restocks
 * it, so none puts its cans back meanwhile) that offers a stock notification, not a preorder.
 */
const SELLS_OUT = '/nicotine-pouches/tallvik-natural-weak-slim';

test.describe('buying', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
    await restock(page, OTHER_PRODUCT);
  });

  test('an anonymous shopper buys a 10-pack with a voucher and sees the receipt', async ({
    page,
  }) => {
    await addToCart(page, PRODUCT, 10);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    const drawer = await openCart(page);
    await expect(drawer.getByText('Pack of 10 cans')).toBeVisible();
    const voucher = drawer.getByRole('textbox', { name: 'Voucher code' });
    await voucher.fill('NO-SUCH-CODE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByRole('alert')).toHaveText("Couldn't find code.");
    await voucher.fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText('WELCOME10 – 10% off your order')).toBeVisible();
    await expect(drawer.getByRole('alert')).toHaveCount(0);
    await expect(drawer.getByText('Discount')).toBeVisible();
    await drawer.getByRole('link', { name: 'Checkout' }).click();

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Please enter your email above.')).toBeVisible();
    await expect(page.getByText('You need to confirm that you are over 18.')).toBeVisible();
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await fillCheckout(page);
    await expect(page.locator('.field-error')).toHaveCount(0);
    await choosePayment(page, 'Card (test)');
    const eventsFromBrowser: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/logflare'))
        eventsFromBrowser.push((request.postDataJSON() as { event: string }).event);
    });
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL('**/receipt**');
    const orderNumber = page.getByTestId('order-number');
    await expect(orderNumber).toHaveText(/^\d+$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Kvallsro Ice Mint Light Mini 10-pack')).toBeVisible();
    await expect(main.getByText('1 High Street')).toBeVisible();
    await expect(main.getByText('Create an account to follow your order')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

    // The worker wrote the purchase to the shop's event log once, with the voucher as coupon;
    // the browser sent none of its own.
    const order = (await orderNumber.textContent()) ?? '';
    const purchases = async () => {
      const log = (await (await page.request.get('/_local/logflare')).json()) as {
        events: { entry: { event: string; data: { transactionId?: string; coupon?: string } } }[];
      };
      return log.events
        .map(({ entry }) => entry)
        .filter((entry) => entry.event === 'purchase' && entry.data.transactionId === order);
    };
    await expect.poll(async () => (await purchases()).length).toBe(1);
    expect((await purchases())[0]?.data.coupon).toBe('WELCOME10');
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(order);
    await page.waitForTimeout(500);
    expect(await purchases()).toHaveLength(1);
    expect(eventsFromBrowser).not.toContain('purchase');
  });

  test('a declined payment returns to the checkout with the order error', async ({ page }) => {
    await addToCart(page, PRODUCT);
    await gotoHydrated(page, '/checkout');
    await fillCheckout(page);
    await choosePayment(page, 'Declined card (test)');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\?.*error=declined/);
    await expect(page.getByRole('alert')).toHaveText(
      'Sorry we could not complete your order. Try again and if the issue persists contact our support.',
    );
    // The cart is still there to try again.
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  test('a line that sells out before payment is dropped and the payment retried', async ({
    page,
  }) => {
    await restock(page, SELLS_OUT);
    await addToCart(page, PRODUCT);
    await addToCart(page, SELLS_OUT);
    const { selection } = await currentSelection(page);
    const soldOut = selection.items.find((item) => item.productName.startsWith('Tallvik Natural'));
    expect(selection.items).toHaveLength(2);
    expect(soldOut).toBeDefined();
    const stockUrl = `/_local/checkout-api/__emulator/stock/${soldOut!.item}`;
    const before = (await (await page.request.get(stockUrl)).json()) as { quantity: number };
    try {
      await gotoHydrated(page, '/checkout');
      await fillCheckout(page);
      await choosePayment(page, 'Card (test)');
      // Someone else buys the last cans while this shopper fills in the form.
      expect((await page.request.put(stockUrl, { data: { quantity: 0 } })).ok()).toBe(true);
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL('**/receipt**');
      const main = page.getByRole('main');
      await expect(main.getByText(/^Kvallsro Ice Mint/)).toBeVisible();
      await expect(main.getByText(/^Tallvik Natural/)).toHaveCount(0);
    } finally {
      await page.request.put(stockUrl, { data: { quantity: before.quantity } });
    }
  });

  test('an invoice order completes at once and shows the receipt in Swedish crowns', async ({
    page,
  }) => {
    const t = wordsOf('sv');
    await addToCart(page, `/sv${PRODUCT}`, 5, 'sv');
    await gotoHydrated(page, '/sv/checkout');
    await expect(page.getByRole('main').getByTestId('grand-total')).toHaveText(
      /^\d+,\d\d\u00a0kr$/,
    );
    await fillCheckout(page, ANNA, 'sv');
    // Invoice answers with the finished order (the success action): no provider page.
    await choosePayment(page, paymentName('dummy-direct', 'sv'));
    await page.getByRole('button', { name: t('placeOrder') }).click();
    await page.waitForURL('**/sv/receipt');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expect(page.getByRole('main').getByText(/5-pack/)).toBeVisible();
    // The marketing tracker, loaded after the age gate, is told the order's value in SEK once
    // its script is ready (the shop waits for its global).
    const orderNumber = await page.getByTestId('order-number').textContent();
    const total = Number(
      ((await page.getByRole('main').getByTestId('grand-total').textContent()) ?? '')
        .replace(/[^\d.,]/g, '')
        .replace(',', '.'),
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { klaviyo?: unknown[] }).klaviyo))
      .toEqual([
        [
          'track',
          'Placed Order',
          // With the session's user id, as every tracking event.
          { OrderId: orderNumber, $value: total, currency: 'SEK', user_id: expect.any(String) },
        ],
      ]);
  });

  test('a visitor who only browses gets no session until the first shop action', async ({
    page,
  }) => {
    const checkoutCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_local/checkout-api/')) checkoutCalls.push(request.url());
    });
    await gotoHydrated(page, '/');
    await gotoHydrated(page, '/products');
    await page.waitForTimeout(2500);
    expect(checkoutCalls).toEqual([]);
    expect(await page.evaluate(() => window.localStorage.getItem('Api-token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    // Opening the cart starts the session.
    const drawer = await openCart(page);
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('Api-token'))).not.toBeNull();
  });

  test('adds a single can from a product card in a list', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const firstCard = page.locator('.product-card').first();
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('button', { name: `Add to cart: ${title}` }).click();
    await expect(page.getByRole('status').getByText('Item added to your cart')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    const drawer = await openCart(page);
    await expect(drawer.getByText(title, { exact: true })).toBeVisible();
  });

  test('removes every line at once, in one batch update', async ({ page }) => {
    await addToCart(page, PRODUCT, 3);
    await addToCart(page, OTHER_PRODUCT);
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    const drawer = await openCart(page);
    const batch = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith('/_local/checkout-api/items'),
    );
    await drawer.getByRole('button', { name: 'Remove all' }).click();
    expect((await batch).postDataJSON()).toEqual({
      lines: [
        { line: expect.any(String), quantity: 0 },
        { line: expect.any(String), quantity: 0 },
      ],
    });
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('the cart survives a reload', async ({ page }) => {
    await addToCart(page, PRODUCT, 3);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    const drawer = await openCart(page);
    await expect(drawer.getByText('Pack of 3 cans')).toBeVisible();
    await drawer.getByRole('button', { name: /^One more/ }).click();
    await expect(drawer.getByLabel(/^Quantity of/)).toHaveText('2');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    const again = await openCart(page);
    await again.getByRole('button', { name: /^Remove/ }).click();
    await expect(again.getByText('Your cart is empty.')).toBeVisible();
  });
});
