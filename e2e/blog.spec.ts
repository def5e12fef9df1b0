import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';

test.describe('blog', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('pages through the listing to page 3 and opens a post', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 3 of 4' })
      .click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3 of 4' }),
    ).toHaveAttribute('aria-current', 'page');
    const first = page.locator('.post-card h2 a').first();
    const title = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });
});
