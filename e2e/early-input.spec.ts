import { expect, test } from '@playwright/test';
import { confirmAgeInSession } from './support/hydrated';
import {
  ANNA,
  addToCart,
  choosePayment,
  fillCheckout,
  PRODUCT,
  restock,
  uniqueEmail,
} from './support/shop';
import { wordsOf } from './support/words';

const t = wordsOf('en');

test('what a fast shopper (or autofill) types while the checkout is still starting is kept', async ({
  page,
}) => {
  await confirmAgeInSession(page);
  await restock(page, PRODUCT);
  await addToCart(page, PRODUCT);
  // The shop starts slowly, as on a busy phone line: the form is up while its start-up calls
  // (session, language, country, methods) are still under way, and the shopper types at once.
  let slow = true;
  await page.route('**/_local/checkout-api/**', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'commit' });
  await fillCheckout(page, ANNA);
  slow = false;
  await page.waitForLoadState('networkidle');

  const main = page.getByRole('main');
  await expect(main.getByLabel(t('email'), { exact: true })).toHaveValue(ANNA.email);
  await expect(main.getByLabel(t('city'), { exact: true })).toHaveValue('London');
  await expect(main.getByLabel(t('confirmAdult'))).toBeChecked();
  await choosePayment(page, 'Card (test)');
  await page.getByRole('button', { name: t('placeOrder') }).click();
  await expect(page.getByText(t('emailEmpty'))).toHaveCount(0);
  await page.waitForURL('**/receipt**');
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
});

test('a sign-in sent while the account page is still hydrating, on a slow phone, signs in', async ({
  page,
}) => {
  const email = uniqueEmail('slow-phone');
  const password = 'slow-phone-pass-1';
  const registered = await page.request.post('/_local/checkout-api/register', {
    data: { email, password, firstName: 'Sakta' },
  });
  expect(registered.ok()).toBe(true);
  await confirmAgeInSession(page);
  // A phone many times slower than this machine: React hydrates the page in slices, and the
  // shopper's click can land between the start of its hydration and its commit.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
  await page.goto('/account', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByLabel(t('email'), { exact: true }).fill(email);
  await main.getByLabel(t('password'), { exact: true }).fill(password);
  await main.getByRole('button', { name: t('signInSubmit') }).click();
  await expect(main.getByRole('heading', { level: 1, name: /Sakta/ })).toBeVisible({
    timeout: 20_000,
  });
  // Nothing typed went into the address: the form was never sent as plain HTML.
  expect(page.url()).not.toContain(password);
});
