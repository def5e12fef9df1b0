import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, touchPage } from './support/hydrated';
import { addToCart, ANNA, choosePayment, fillCheckout, PRODUCT, restock } from './support/shop';
import { wordsOf } from './support/words';

test.describe('the checkout’s delivery country and methods', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
  });

  test('a Polish shopper, whose country is not shipped to, is asked for one and can then pay', async ({
    page,
  }) => {
    const t = wordsOf('pl');
    await addToCart(page, `/pl${PRODUCT}`, 1, 'pl');
    await gotoHydrated(page, '/pl/checkout');
    const main = page.getByRole('main');
    const country = main.getByLabel(t('country'), { exact: true });
    // As the worker rendered it: no country chosen, and no outage message.
    await expect(country.locator('option:checked')).toHaveText(t('chooseDeliveryCountry'));
    await expect(main.getByText(t('deliveryCountryFirst'))).toBeVisible();
    await expect(main.getByText(t('noPaymentMethod'))).toHaveCount(0);
    // Once the page runs (the shopper's first touch), still nothing is chosen for them.
    await touchPage(page);
    await page.waitForLoadState('networkidle');
    await expect(country).toHaveValue('');
    await expect(country.locator('option[value="PL"]')).toHaveCount(0);
    await expect(main.getByText(t('deliveryCountryFirst'))).toBeVisible();
    await expect(main.getByText(t('noPaymentMethod'))).toHaveCount(0);
    await expect(main.getByRole('radio')).toHaveCount(0);

    await fillCheckout(page, ANNA, 'pl');
    await main.getByRole('button', { name: t('placeOrder') }).click();
    await expect(main.getByText(t('fieldRequired', { field: t('country') }))).toBeVisible();
    await expect(country).toBeFocused();

    await country.selectOption('DE');
    await expect(main.getByText(t('fieldRequired', { field: t('country') }))).toHaveCount(0);
    await expect(main.getByText(t('deliveryCountryFirst'))).toHaveCount(0);
    await expect(main.getByRole('radio', { name: /^Dostawa standardowa/ })).toBeChecked();
    await choosePayment(page, 'Karta (test)');
    await expect(main.getByTestId('grand-total')).toHaveText(/€/);
    await main.getByRole('button', { name: t('placeOrder') }).click();
    await page.waitForURL('**/pl/receipt**');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  });

  test('the short-break message shows when the Checkout API offers no payment method', async ({
    page,
  }) => {
    const t = wordsOf('en');
    await addToCart(page, PRODUCT);
    // The payment provider is down: every answer lists no payment method.
    await page.route('**/_local/checkout-api/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { paymentMethods?: unknown[] };
      if (Array.isArray(body.paymentMethods)) body.paymentMethods = [];
      await route.fulfill({ response, json: body });
    });
    await gotoHydrated(page, '/checkout');
    await touchPage(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('status').getByText(t('noPaymentMethod'))).toBeVisible();
    await expect(main.getByText(t('deliveryCountryFirst'))).toHaveCount(0);
    await expect(main.getByLabel(t('country'), { exact: true })).toHaveValue('GB');
    await expect(main.getByRole('button', { name: t('placeOrder') })).toBeDisabled();
    // Calls still under way when the test ends would answer a closed page.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a Greek checkout lists the delivery and payment methods in Greek', async ({ page }) => {
    const t = wordsOf('el');
    await addToCart(page, `/el${PRODUCT}`, 1, 'el');
    await gotoHydrated(page, '/el/checkout');
    const main = page.getByRole('main');
    const names = async () => {
      const shipping = main.getByRole('group', { name: t('shippingMethod') }).getByRole('radio');
      const payment = main.getByRole('group', { name: t('paymentMethod') }).getByRole('radio');
      await expect(payment).toHaveCount(5);
      return {
        shipping: await shipping.evaluateAll((radios) =>
          radios.map((radio) => radio.closest('label')?.textContent ?? ''),
        ),
        payment: await payment.evaluateAll((radios) =>
          radios.map((radio) => radio.closest('label')?.textContent ?? ''),
        ),
      };
    };
    const expected = {
      shipping: [expect.stringMatching(/^Κανονική αποστολή – /)],
      payment: [
        'Κάρτα (δοκιμή)',
        'Πληρωμή μέσω τράπεζας (δοκιμή)',
        'Απορριφθείσα κάρτα (δοκιμή)',
        'Widget κάρτας (δοκιμή)',
        'Widget πληρωμής αργότερα (δοκιμή)',
      ],
    };
    // As the worker rendered the page, and as the page shows the session once it runs.
    expect(await names()).toEqual(expected);
    await touchPage(page);
    await page.waitForLoadState('networkidle');
    expect(await names()).toEqual(expected);
    await expect(main.getByText(/\(test\)|delivery/)).toHaveCount(0);
  });
});
