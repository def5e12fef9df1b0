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

// Phones and screens as wide and as dense as shoppers' (Lighthouse's phone is the first).
const SCREENS = [
  { width: 412, scale: 1.75 },
  { width: 360, scale: 3 },
  { width: 1200, scale: 1 },
  { width: 1536, scale: 2 },
];

test.describe('product card images', () => {
  for (const { width, scale } of SCREENS) {
    test(`load the thumbnail where it is sharp enough, at ${width}px and ${scale}x`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        deviceScaleFactor: scale,
      });
      const page = await context.newPage();
      await confirmAgeInSession(page);
      await page.goto('/products');
      const image = page.locator('.product-card img').first();
      await expect(image).toHaveJSProperty('complete', true);
      const { pixelsShown, thumbnail } = await image.evaluate((img: HTMLImageElement) => ({
        pixelsShown: img.getBoundingClientRect().width * window.devicePixelRatio,
        thumbnail: img.currentSrc.includes('/media/products/thumb/'),
      }));
      // The thumbnail is 360 pixels wide: light where it is enough, never blurred where it is not.
      expect(thumbnail, `${Math.round(pixelsShown)} pixels shown`).toBe(pixelsShown <= 360);
      await context.close();
    });
  }
});
