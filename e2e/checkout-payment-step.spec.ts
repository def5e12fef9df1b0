import { expect, test, type Page } from '@playwright/test';
import { GUARDED_CHECKOUT_PATH } from '../src/contract/checkout-api/guarded-calls';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { addToCart, choosePayment, fillCheckout, PRODUCT, restock } from './support/shop';
import { wordsOf } from './support/words';

const t = wordsOf('en');
const BANK_PAGES = '**/_local/checkout-api/__psp/**';

/**
 * A checkout whose payment was started with the test bank, but whose bank page never opened
 * (the shopper stopped it, or the bank did not answer): the shopper is still on the checkout.
 */
async function startedPaymentThatStayed(page: Page) {
  await addToCart(page, PRODUCT);
  await gotoHydrated(page, '/checkout');
  await fillCheckout(page);
  await choosePayment(page, 'Bank payment (test)');
  const payments: string[] = [];
  page.on('request', (request) => {
    // A payment starts at the shop's own endpoint, which checks it before the Checkout API.
    if (request.method() === 'POST' && request.url().endsWith(`${GUARDED_CHECKOUT_PATH}/payment`))
      payments.push(request.url());
  });
  const bankPages: string[] = [];
  await page.route(BANK_PAGES, (route) => {
    bankPages.push(route.request().url());
    return route.abort('aborted');
  });
  await page.getByRole('button', { name: t('placeOrder') }).click();
  await expect(page.getByRole('button', { name: t('continueToPayment') })).toBeVisible();
  await expect(page.getByRole('status').getByText(t('paymentStarted'))).toBeVisible();
  await expect.poll(() => bankPages.length).toBe(1);
  return { payments, bankPages };
}

test.describe('the payment step of the checkout', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
  });

  test('a started payment is gone on with, not started again', async ({ page }) => {
    const { payments, bankPages } = await startedPaymentThatStayed(page);
    await page.unroute(BANK_PAGES);
    await page.getByRole('button', { name: t('continueToPayment') }).click();
    await page.waitForURL(BANK_PAGES);
    expect(page.url()).toBe(bankPages[0]);
    expect(payments).toHaveLength(1);
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await page.waitForURL('**/receipt**');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  });

  test('a quantity change keeps the started payment; a new delivery method means starting again', async ({
    page,
  }) => {
    const { payments, bankPages } = await startedPaymentThatStayed(page);
    const main = page.getByRole('main');
    const summary = main.getByRole('complementary');
    const name = (await summary.locator('.cart-line-name').first().textContent()) ?? '';

    // One more can: the payment is kept, but it pays for the cart as it was.
    await summary.getByRole('button', { name: t('increaseQuantity', { name }) }).click();
    await expect(main.getByRole('button', { name: t('placeOrder') })).toBeVisible();
    await expect(main.getByRole('status').getByText(t('paymentRestarts'))).toBeVisible();
    // Back to one can: the kept payment pays for this cart again.
    await summary.getByRole('button', { name: t('decreaseQuantity', { name }) }).click();
    await expect(main.getByRole('button', { name: t('continueToPayment') })).toBeVisible();
    await expect(main.getByRole('status').getByText(t('paymentRestarts'))).toHaveCount(0);

    // Another delivery method clears the payment, even when the cart comes back to its cost.
    await main.getByRole('radio', { name: /^Express delivery/ }).check();
    await expect(main.getByRole('button', { name: t('placeOrder') })).toBeVisible();
    await main.getByRole('radio', { name: /^Standard delivery/ }).check();
    await expect(main.getByRole('radio', { name: /^Standard delivery/ })).toBeChecked();
    await expect(main.getByRole('button', { name: t('placeOrder') })).toBeVisible();
    await expect(main.getByRole('status').getByText(t('paymentRestarts'))).toBeVisible();

    await main.getByRole('button', { name: t('placeOrder') }).click();
    await expect(main.getByRole('button', { name: t('continueToPayment') })).toBeVisible();
    expect(payments).toHaveLength(2);
    // The button shows as the new payment answers; its bank page is asked for a moment later.
    await expect.poll(() => bankPages.length).toBe(2);
    expect(bankPages[1]).not.toBe(bankPages[0]);
  });

  test('other delivery details need a new payment', async ({ page }) => {
    const { payments } = await startedPaymentThatStayed(page);
    const main = page.getByRole('main');
    await main.getByLabel(t('address'), { exact: true }).fill('2 Low Street');
    await expect(main.getByRole('button', { name: t('placeOrder') })).toBeVisible();
    await main.getByRole('button', { name: t('placeOrder') }).click();
    await expect(main.getByRole('button', { name: t('continueToPayment') })).toBeVisible();
    expect(payments).toHaveLength(2);
  });
});
