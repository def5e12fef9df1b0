import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, watchPageErrors } from './support/hydrated';

const HOME_HEADING = 'Tobacco-free nicotine pouches for adults';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('streams, hydrates and remembers the colour mode', async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await gotoHydrated(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
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

  test('changes the market with the country selector', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Change country' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your country' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /Svenska/ }).click();
    await expect(page).toHaveURL(/\/sv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  });

  test('shows the not-found page with a way back to the shop', async ({ page }) => {
    const response = await gotoHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  });
});
