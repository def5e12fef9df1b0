import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from '../support/hydrated';
import { productIdAt, uniqueEmail } from '../support/shop';
import { checkoutApi } from '../support/topology';
import { wordsOf } from '../support/words';

// Accounts and sign-ups through the shop in production mode and its Centra over the network.
const t = wordsOf('en');
const main = (page: Page) => page.getByRole('main');
/** A product no other journey buys: it is sold out for a moment here. */
const WAITED_FOR = '/nicotine-pouches/tallvik-anise-normal';

async function signIn(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts and sign-ups on the live topology', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('registers, signs out and in, and resets the password by the mailed link', async ({
    page,
  }) => {
    const email = uniqueEmail('live-account');
    await gotoHydrated(page, '/account/register');
    await main(page).getByLabel('Email', { exact: true }).fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill('first-password-1');
    await main(page).getByLabel('First name').fill('Ada');
    await main(page).getByLabel('Last name').fill('Lovelace');
    await main(page).getByRole('button', { name: 'Create account' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Ada!' })).toBeVisible();

    await main(page).getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, email, 'not-the-password');
    await expect(main(page).getByRole('alert')).toHaveText(t('signIn'));
    await signIn(page, email, 'first-password-1');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Ada!' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Sign out' }).click();

    await gotoHydrated(page, '/account/forgot-password');
    await main(page).getByLabel('Email', { exact: true }).fill(email);
    await main(page).getByRole('button', { name: 'Send link' }).click();
    await expect(main(page).getByRole('status')).toHaveText(t('resetEmailSent'));
    // The stand-in keeps the mail's link instead of sending it.
    let link = '';
    await expect(async () => {
      const response = await page.request.get(`${checkoutApi()}/__emulator/password-reset-link`);
      const body = (await response.json()) as { link: string; email: string };
      expect(body.email).toBe(email);
      link = body.link;
    }).toPass({ timeout: 10_000 });
    const url = new URL(link);
    // The link leads back to the shop that asked for it.
    expect(url.origin).toBe(new URL(page.url()).origin);
    await gotoHydrated(page, url.pathname + url.search);
    await main(page).getByLabel('New password', { exact: true }).fill('second-password-2');
    await main(page).getByLabel('Confirm new password').fill('second-password-2');
    await main(page).getByRole('button', { name: 'Save password' }).click();
    await expect(main(page).getByRole('status')).toHaveText(t('passwordResetDone'));
    await main(page).getByRole('link', { name: 'Go to your account' }).click();
    await main(page).getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, email, 'second-password-2');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Ada!' })).toBeVisible();
  });

  test('signs up for the newsletter and for a sold-out product’s return', async ({ page }) => {
    const reader = uniqueEmail('live-reader');
    await gotoHydrated(page, '/newsletter');
    const form = main(page)
      .locator('form')
      .filter({ hasText: t('newsletterTerms') });
    await form.getByLabel(t('newsletterEmail')).fill(reader);
    await form.getByLabel(t('newsletterTerms')).check();
    await form.getByRole('button', { name: t('newsletterSubmit') }).click();
    await expect(main(page).getByRole('status')).toHaveText(t('newsletterThanks'));

    const id = await productIdAt(page, WAITED_FOR);
    const stock = `${checkoutApi()}/__emulator/stock/${id}-1`;
    const before = (await (await page.request.get(stock)).json()) as { quantity: number };
    // Centra tells the shop through its webhook; the shop purges the pages that show it.
    expect((await page.request.put(stock, { data: { quantity: 0 } })).ok()).toBe(true);
    try {
      const waiting = uniqueEmail('live-waiting');
      await expect(async () => {
        await gotoHydrated(page, WAITED_FOR);
        await expect(page.getByRole('form', { name: t('notifyMeTitle') })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 15_000 });
      const notify = page.getByRole('form', { name: t('notifyMeTitle') });
      await notify.getByLabel(t('newsletterEmail')).fill(waiting);
      await notify.getByRole('button', { name: t('notifyMe') }).click();
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: t('stockSignupThanks') }),
      ).toBeVisible();
      const subscriptions = (await (
        await page.request.get(`${checkoutApi()}/__emulator/subscriptions`)
      ).json()) as { subscriptions: { email: string; item?: string | null }[] };
      const emails = subscriptions.subscriptions.map((entry) => entry.email);
      expect(emails).toContain(reader);
      expect(emails).toContain(waiting);
    } finally {
      await page.request.put(stock, { data: { quantity: before.quantity } });
    }
  });
});
