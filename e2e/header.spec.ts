import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { wordsOf } from './support/words';

test.describe('the header', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('the account button opens the account dialog: sign in or create an account', async ({
    page,
  }) => {
    const t = wordsOf('sv');
    await gotoHydrated(page, '/sv/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('account') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('account') });
    await expect(dialog.getByRole('link', { name: t('signInTitle') })).toHaveAttribute(
      'href',
      '/sv/account/sign-in',
    );
    await expect(dialog.getByRole('link', { name: t('createAccount') })).toHaveAttribute(
      'href',
      '/sv/account/register',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/sv\/$/);
  });

  test('signed in, the dialog says who and signs out', async ({ page }) => {
    const email = `header-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await gotoHydrated(page, '/account/register');
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill('a-good-password-1');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(main.getByText(`Signed in as ${email}`)).toBeVisible();
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account' });
    await expect(dialog.getByText(`Signed in as ${email}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the checkout’s header is limited to the shop’s name and the way back', async ({ page }) => {
    await gotoHydrated(page, '/checkout');
    const header = page.getByRole('banner');
    await expect(header.getByText('Secure checkout')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(header.getByRole('navigation')).toHaveCount(0);
    await expect(header.getByRole('searchbox')).toHaveCount(0);
    await gotoHydrated(page, '/products');
    await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(1);
  });
});
