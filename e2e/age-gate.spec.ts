import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydrated';

test.describe('age gate', () => {
  test('blocks the page until the visitor confirms, and remembers it for the session', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await expect(gate).toBeVisible();
    // The page behind is rendered (search engines see it), blurred.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(gate).toHaveCSS('backdrop-filter', 'blur(8px)');
    await gate.getByRole('button', { name: 'I am over 18' }).click();
    await expect(gate).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-age-confirmed', 'true');
    await expect(page.getByRole('dialog', { name: 'Are you over 18?' })).toBeHidden();
  });

  test('keeps an under-18 visitor blocked, with no buttons left', async ({ page }) => {
    await gotoHydrated(page, '/');
    const gate = page.getByRole('dialog', { name: 'Are you over 18?' });
    await gate.getByRole('button', { name: 'I am under 18' }).click();
    await expect(gate.getByRole('alert')).toHaveText(
      'Sorry, you have to be over 18 to visit this shop.',
    );
    await expect(gate.getByRole('button')).toHaveCount(0);
    await expect(gate).toBeVisible();
  });
});
