import { expect, test, type Page } from '@playwright/test';
import { countryName, type Language } from '../src/domain/markets';
import { confirmAgeInSession, gotoHydrated, touchPage } from './support/hydrated';
import {
  addToCart,
  choosePayment,
  fillCheckout,
  ANNA,
  openCart,
  paymentName,
  PRODUCT,
  productIdAt,
  restock,
  uniqueEmail,
} from './support/shop';
import { wordsOf } from './support/words';

/**
 * Every message a shopper can meet, in English and in German: the same situations, each
 * worded by the page's own dictionary.
 */
const LANGUAGES = ['en', 'de'] as const satisfies readonly Language[];
const prefixOf = (language: Language) => (language === 'en' ? '' : `/${language}`);
const main = (page: Page) => page.getByRole('main');

/**
 * The products each language's sold-out test empties: its own, so no other test (these run in
 * parallel) finds one sold out or restores a stock another test just emptied. Neither takes
 * preorders (a sold-out preorder product offers a preorder, not a stock sign-up).
 */
const SOLD_OUT: Record<(typeof LANGUAGES)[number], string> = {
  en: '/nicotine-pouches/fjordlys-ginger-normal',
  de: '/nicotine-pouches/fjordlys-caramel-latte-weak-mini',
};

for (const language of LANGUAGES) {
  const t = wordsOf(language);
  const p = prefixOf(language);

  test.describe(`messages in ${language}`, () => {
    test.beforeEach(async ({ page }) => confirmAgeInSession(page));

    test('sign-in, password reset and a missing order', async ({ page }) => {
      await gotoHydrated(page, `${p}/account`);
      const form = main(page);
      await form.getByRole('button', { name: t('signInSubmit') }).click();
      await expect(form.getByText(t('emailEmpty'))).toBeVisible();
      await form.getByLabel(t('email'), { exact: true }).fill('nobody-at-all');
      await form.getByRole('button', { name: t('signInSubmit') }).click();
      await expect(form.getByText(t('invalidEmail'))).toBeVisible();
      await form.getByLabel(t('email'), { exact: true }).fill(uniqueEmail('nobody'));
      await form.getByLabel(t('password'), { exact: true }).fill('whatever-password');
      await form.getByRole('button', { name: t('signInSubmit') }).click();
      await expect(form.getByRole('alert')).toHaveText(t('signIn'));

      await gotoHydrated(page, `${p}/account/forgot-password`);
      await main(page).getByLabel(t('email'), { exact: true }).fill(uniqueEmail('forgetful'));
      await main(page)
        .getByRole('button', { name: t('sendResetLink') })
        .click();
      await expect(main(page).getByText(t('resetEmailSent'))).toBeVisible();

      await gotoHydrated(page, `${p}/password-reset?i=not-a-real-secret&id=999999`);
      await main(page).getByLabel(t('newPassword'), { exact: true }).fill('bogus-password-1');
      await main(page).getByLabel(t('confirmPassword')).fill('bogus-password-1');
      await main(page)
        .getByRole('button', { name: t('savePassword') })
        .click();
      await expect(main(page).getByRole('alert')).toContainText(t('resetPasswordError'));

      await gotoHydrated(page, `${p}/receipt`);
      await expect(main(page).getByRole('alert')).toHaveText(t('orderNotFound'));
    });

    test('newsletter: the terms, the thanks and a failure', async ({ page }) => {
      await gotoHydrated(page, `${p}/newsletter`);
      const form = main(page)
        .locator('form')
        .filter({ hasText: t('newsletterTerms') });
      await form.getByLabel(t('newsletterEmail')).fill(uniqueEmail('reader'));
      await form.getByRole('button', { name: t('newsletterSubmit') }).click();
      await expect(form.getByRole('alert')).toHaveText(t('termsRequired'));
      await form.getByLabel(t('newsletterTerms')).check();
      await page.route('**/newsletter-subscription/**', (route) =>
        route.fulfill({ status: 503, json: { errors: { email: 'unavailable' } } }),
      );
      await form.getByRole('button', { name: t('newsletterSubmit') }).click();
      await expect(form.getByRole('alert')).toHaveText(t('newsletterError'));
      await page.unroute('**/newsletter-subscription/**');
      await form.getByRole('button', { name: t('newsletterSubmit') }).click();
      await expect(main(page).getByRole('status')).toHaveText(t('newsletterThanks'));
    });

    test('a sold-out product takes a stock sign-up', async ({ page }) => {
      const product = SOLD_OUT[language];
      const id = await productIdAt(page, product);
      expect(id).toBeDefined();
      const stockUrl = `/_local/checkout-api/__emulator/stock/${id}-1`;
      const before = (await (await page.request.get(stockUrl)).json()) as { quantity: number };
      expect((await page.request.put(stockUrl, { data: { quantity: 0 } })).ok()).toBe(true);
      try {
        await gotoHydrated(page, `${p}${product}?fresh=${Date.now()}`);
        const notify = page.getByRole('form', { name: t('notifyMeTitle') });
        await notify.getByLabel(t('newsletterEmail')).fill(uniqueEmail('waiting'));
        await notify.getByRole('button', { name: t('notifyMe') }).click();
        // The form gives way to the thanks.
        await expect(
          main(page)
            .getByRole('status')
            .filter({ hasText: t('stockSignupThanks') }),
        ).toBeVisible();
      } finally {
        await page.request.put(stockUrl, { data: { quantity: before.quantity } });
      }
    });

    test('cart and checkout: a wrong code, a break in payments, a failed update, a declined order', async ({
      page,
    }) => {
      await restock(page, PRODUCT);
      await addToCart(page, `${p}${PRODUCT}`, 1, language);
      const drawer = await openCart(page, language);
      await drawer.getByRole('textbox', { name: t('voucherCode') }).fill('NO-SUCH-CODE');
      await drawer.getByRole('button', { name: t('applyVoucher') }).click();
      await expect(drawer.getByRole('alert')).toHaveText(t('voucherNotFound'));

      // The Checkout API offers no payment method: the shop is on a break.
      // Every answer that carries the methods (the selection, and any update) offers none.
      await page.route('**/_local/checkout-api/**', async (route) => {
        // A call still in flight when the page moves on has nobody left to answer.
        const response = await route.fetch().catch(() => undefined);
        if (!response) return;
        const body = (await response.json().catch(() => null)) as {
          paymentMethods?: unknown[];
        } | null;
        const json =
          body && Array.isArray(body.paymentMethods) ? { ...body, paymentMethods: [] } : undefined;
        await route.fulfill(json ? { response, json } : { response }).catch(() => undefined);
      });
      // The worker shows the checkout as the API last answered it; its start-up, on the
      // shopper's first touch, reads the break.
      await gotoHydrated(page, `${p}/checkout`);
      await touchPage(page);
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: t('noPaymentMethod') }),
      ).toHaveText(t('noPaymentMethod'));
      await page.unroute('**/_local/checkout-api/**');

      await gotoHydrated(page, `${p}/checkout`);
      await page.route('**/_local/checkout-api/countries/**', (route) =>
        route.fulfill({ status: 500, json: { errors: { country: 'unavailable' } } }),
      );
      const country = main(page).getByLabel(t('country'), { exact: true });
      // Another country than the market's own, which the selection already has.
      await country.selectOption('SE');
      await expect(main(page).getByRole('alert').first()).toHaveText(t('generic'));
      await page.unroute('**/_local/checkout-api/countries/**');

      await gotoHydrated(page, `${p}/checkout`);
      await fillCheckout(page, ANNA, language);
      await choosePayment(page, paymentName('dummy-failing', language));
      await page.getByRole('button', { name: t('placeOrder') }).click();
      await page.waitForURL(/\/checkout\?.*error=declined/);
      await expect(page.getByRole('alert')).toHaveText(t('orderError'));
    });

    test('a missing page and a country the shop does not ship to', async ({ page }) => {
      await page.route('**/api/geo', (route) =>
        route.fulfill({ json: { country: 'US', shipsHere: false } }),
      );
      const response = await gotoHydrated(page, `${p}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFoundTitle'));
      const notice = page
        .getByRole('status')
        .filter({ hasText: t('unsupportedCountry', { country: countryName(language, 'US') }) });
      await expect(notice).toBeVisible();
    });
  });
}
