import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';

const TEMPLATES = [
  '/',
  '/products',
  '/blog',
  '/blog/reading-a-can-label',
  '/faq',
  '/newsletter',
  '/brands',
  '/brands/fjordlys',
  '/no-such-page',
];

test.describe('accessibility (axe-core)', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  for (const path of TEMPLATES) {
    test(`no serious or critical violations on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(serious).toEqual([]);
    });
  }

  test('no serious or critical violations on a product page', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await page.locator('.product-card h3 a').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
    expect(serious).toEqual([]);
  });
});
