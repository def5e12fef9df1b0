import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { addToCart, openCart, PRODUCT } from './support/shop';

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
  '/account',
  '/account/register',
  '/password-reset',
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

  // Cards off screen are laid out at an estimated height (content-visibility) until scrolled
  // near: a card taller than the estimate (Greek's two-line add buttons) must not reach into the
  // buttons below the list, or a phone's finger and axe's target-size rule find them covered.
  test('every target on the Greek product list is big enough on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await gotoHydrated(page, '/el/products');
    const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(' ')),
      ),
    ).toEqual([]);
  });

  test('no serious or critical violations in the cart drawer and a filled checkout', async ({
    page,
  }) => {
    const seriousIds = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    await addToCart(page, PRODUCT, 5);
    await openCart(page);
    expect(await seriousIds()).toEqual([]);
    await gotoHydrated(page, '/checkout');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
    expect(await seriousIds()).toEqual([]);
  });
});
