import { expect, test } from '@playwright/test';
import { gotoHydrated, watchPageErrors } from './support/hydrated';

test.describe('home page', () => {
  test('streams, hydrates and remembers the colour mode', async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await gotoHydrated(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nicotine pouches, delivered fast',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const toggle = page.getByRole('button', { name: 'Colour mode' });
    await expect(toggle).toContainText('System');
    await toggle.click();
    await expect(toggle).toContainText('Light');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
    await toggle.click();
    await expect(toggle).toContainText('Dark');

    await page.reload();
    // The head script applies the stored mode before paint, hydration then shows it.
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(toggle).toContainText('Dark');
    expect(errors).toEqual([]);
  });

  test('serves another locale under its prefix on the default domain', async ({ page }) => {
    await gotoHydrated(page, '/sv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Svenska/ })).toBeVisible();
  });

  test('shows the not-found page with a way back to the shop', async ({ page }) => {
    const response = await gotoHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nicotine pouches, delivered fast',
    );
  });
});
