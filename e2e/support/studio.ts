import { expect, type Page } from '@playwright/test';

/**
 * Signs in to the Studio with the lake's editor token. About one sign-in in eight, Sanity's auth
 * store loses the token it has just fetched: when `/auth/fetch` answers before the Studio's first
 * anonymous `/users/me` check, the stored token arrives while that check is in flight, and the
 * store (which then skips the token store's current value) keeps the anonymous answer and offers
 * its providers again. An editor then signs in once more; so does this helper, once.
 */
export async function signInToStudio(page: Page, studioUrl: string, token: string) {
  await page.goto(studioUrl);
  const signedIn = page.getByText('Blog posts', { exact: true });
  const providers = page.getByText('Local editor', { exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await providers.click();
    await page.getByLabel('Editor token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(signedIn.or(providers)).toBeVisible({ timeout: 60_000 });
    if ((await signedIn.isVisible()) || attempt === 2) break;
  }
  await expect(signedIn).toBeVisible({ timeout: 30_000 });
}
