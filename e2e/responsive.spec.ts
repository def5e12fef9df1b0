import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { addToCart, PRODUCT } from './support/shop';

// The spec's breakpoints of both themes (§9), from `sm` up, and a small phone below the first.
const SHOP = { sm: 600, md: 900, lg: 1200, xl: 1536 };
const SHOPPER = { sm: 600, md: 960, lg: 1280, xl: 1920 };
const WIDTHS = [360, ...new Set([...Object.values(SHOP), ...Object.values(SHOPPER)])].sort(
  (a, b) => a - b,
);
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

/** The page at a width, once its layout has settled. */
async function at<T>(page: Page, width: number, measure: (page: Page) => Promise<T>): Promise<T> {
  await page.setViewportSize({ width, height: 900 });
  return measure(page);
}

/** What the shop theme changes: the header's rows and labels, the page's width, the grid. */
const shopLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    // Items of one header row share their middle (the header centres them).
    const middles = [
      '.site-header .logo',
      '.site-header .search-form',
      '.header-actions',
      '.main-nav',
    ]
      .map((selector) => box(selector))
      .filter((rect) => rect && rect.height > 0)
      .map((rect) => Math.round((rect!.top + rect!.height / 2) / 8));
    const grid = document.querySelector('.product-grid');
    return {
      headerRows: new Set(middles).size,
      accountLabelShown: (box('.account-link .wide-label')?.width ?? 0) > 1,
      mainWidth: Math.round(box('main')?.width ?? 0),
      gridColumns: grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 0,
    };
  });

/** What the shopper theme changes on the checkout: its fields, its summary, its width. */
const checkoutLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) =>
      document.querySelector(selector)?.getBoundingClientRect() ?? new DOMRect();
    const email = box('.field:has(#checkout-email)');
    const firstName = box('.field:has(#checkout-firstName)');
    const form = box('.checkout-form');
    window.scrollTo(0, 400);
    const summaryTopScrolled = box('.checkout-summary').top;
    window.scrollTo(0, 0);
    const summary = box('.checkout-summary');
    return {
      fieldsSideBySide: Math.abs(email.top - firstName.top) < 1 && firstName.left > email.right,
      summaryBesideForm: summary.left >= form.right,
      summaryInViewScrolled: summaryTopScrolled >= 0,
      mainWidth: Math.round(box('main').width),
    };
  });

test.describe('the shop theme’s breakpoints', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('change the header, the product page and the grid at 600, 900, 1200 and 1536', async ({
    page,
  }) => {
    const { sm, md, lg, xl } = SHOP;
    await gotoHydrated(page, '/products');
    // sm: the header's buttons say what they are beside their icons.
    expect((await at(page, sm - 1, shopLayout)).accountLabelShown).toBe(false);
    expect((await at(page, sm, shopLayout)).accountLabelShown).toBe(true);
    // md: the search moves up beside the logo (three rows become two) ...
    expect((await at(page, md - 1, shopLayout)).headerRows).toBe(3);
    expect((await at(page, md, shopLayout)).headerRows).toBe(2);
    // lg: ... and the navigation joins them (one row).
    expect((await at(page, lg - 1, shopLayout)).headerRows).toBe(2);
    expect((await at(page, lg, shopLayout)).headerRows).toBe(1);
    // xl: the page grows, and the product grid gains a column.
    const narrow = await at(page, xl - 1, shopLayout);
    const wide = await at(page, xl, shopLayout);
    expect([narrow.mainWidth, wide.mainWidth]).toEqual([1200, 1440]);
    expect(wide.gridColumns).toBe(narrow.gridColumns + 1);

    // md on a product page: the picture and the buy box side by side.
    await gotoHydrated(page, PRODUCT);
    const productColumns = (width: number) =>
      at(page, width, (page) =>
        page.evaluate(
          () =>
            getComputedStyle(document.querySelector('.product-main')!).gridTemplateColumns.split(
              ' ',
            ).length,
        ),
      );
    expect(await productColumns(md - 1)).toBe(1);
    expect(await productColumns(md)).toBe(2);
  });
});

test.describe('the shopper theme’s breakpoints', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('change the checkout at 600, 960, 1280 and 1920, and the shop’s widths do not', async ({
    page,
  }) => {
    const { sm, md, lg, xl } = SHOPPER;
    await addToCart(page, PRODUCT);
    await gotoHydrated(page, '/checkout');
    // sm: the delivery details two fields to a row.
    expect((await at(page, sm - 1, checkoutLayout)).fieldsSideBySide).toBe(false);
    expect((await at(page, sm, checkoutLayout)).fieldsSideBySide).toBe(true);
    // md: the order summary beside the form, not under it (not yet at the shop's 900) ...
    expect((await at(page, SHOP.md, checkoutLayout)).summaryBesideForm).toBe(false);
    expect((await at(page, md - 1, checkoutLayout)).summaryBesideForm).toBe(false);
    expect((await at(page, md, checkoutLayout)).summaryBesideForm).toBe(true);
    // lg: ... where it stays in view while the shopper scrolls through the form.
    expect((await at(page, lg - 1, checkoutLayout)).summaryInViewScrolled).toBe(false);
    expect((await at(page, lg, checkoutLayout)).summaryInViewScrolled).toBe(true);
    // xl: the page grows, not at the shop's 1536.
    expect((await at(page, SHOP.xl, checkoutLayout)).mainWidth).toBe(1200);
    expect((await at(page, xl - 1, checkoutLayout)).mainWidth).toBe(1200);
    expect((await at(page, xl, checkoutLayout)).mainWidth).toBe(1440);
  });
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
