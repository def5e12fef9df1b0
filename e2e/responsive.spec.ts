import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';

// The breakpoints of the design, and a small phone below the first.
const WIDTHS = [360, 600, 900, 1200, 1536];
const TEMPLATES = [
  '/',
  '/products',
  '/nicotine-pouches/kvallsro-ice-mint-weak-mini',
  '/blog',
  '/blog/reading-a-can-label',
  '/faq',
  '/newsletter',
  '/brands',
  '/brands/fjordlys',
];

const HEADER_CONTROLS = [
  ['button', /^Change country$/],
  ['link', /^Account$/],
  ['button', /^Cart/],
] as const;

test.describe('responsive layout', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  for (const path of TEMPLATES) {
    test(`${path} fits every breakpoint with the header controls in view`, async ({ page }) => {
      await gotoHydrated(page, path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
        for (const [role, name] of HEADER_CONTROLS) {
          const box = await page.getByRole('banner').getByRole(role, { name }).boundingBox();
          expect(box, `${name} at ${width}px`).not.toBeNull();
          expect(box!.x + box!.width, `${name} in view at ${width}px`).toBeLessThanOrEqual(width);
          expect(box!.height, `${name} touch target at ${width}px`).toBeGreaterThanOrEqual(44);
        }
      }
    });
  }
});
