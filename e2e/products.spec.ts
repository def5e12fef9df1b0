import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, touchPage } from './support/hydrated';

test.describe('product lists and the product page', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('filter and sort round-trip through the address and survive a reload', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter products' });
    await filters.getByRole('checkbox', { name: /^Fjordlys/ }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/filters=/);
    const url = new URL(page.url());
    expect(JSON.parse(url.searchParams.get('filters') ?? '[]')).toEqual([
      { name: 'brand', values: ['Fjordlys'] },
    ]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    await page.getByRole('button', { name: 'Sort' }).click();
    const sort = page.getByRole('dialog', { name: 'Sort products' });
    await sort.getByRole('radio', { name: 'Newest' }).check();
    await sort.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=newest/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const titles = await page.locator('.product-card h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.startsWith('Fjordlys'))).toBe(true);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Filter products' })
        .getByRole('checkbox', { name: /^Fjordlys/ }),
    ).toBeChecked();
  });

  test('the list state changes in place, and Back undoes a filter', async ({ page }) => {
    await gotoHydrated(page, '/products');
    // A marker on the window survives only if no new page is loaded.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page
      .getByRole('navigation', { name: 'Brands in this list' })
      .getByRole('link', { name: /^Tallvik/ })
      .click();
    await expect(page).toHaveURL(/filters=/);
    const titles = await page.locator('.product-card h3').allTextContents();
    expect(titles.every((title) => title.startsWith('Tallvik'))).toBe(true);
    await page.getByRole('button', { name: 'Sort' }).click();
    const sort = page.getByRole('dialog', { name: 'Sort products' });
    await sort.getByRole('radio', { name: 'Price, low to high' }).check();
    await sort.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await page.goBack();
    await expect(page.locator('.product-card')).toHaveCount(24);
    await expect(page.getByText('Showing 24 of 169')).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('shows the active filters as chips that each remove one, and resets filters and sort', async ({
    page,
  }) => {
    const filters = [
      { name: 'brand', values: ['Fjordlys', 'Tallvik'] },
      { name: 'flavor', values: ['mint'] },
    ];
    await gotoHydrated(
      page,
      `/products?filters=${encodeURIComponent(JSON.stringify(filters))}&sort=newest`,
    );
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const chips = page.getByRole('navigation', { name: 'Active filters' });
    await expect(chips.getByRole('link')).toHaveText([
      'Fjordlys ×',
      'Tallvik ×',
      'Mint ×',
      'Reset filters and sort',
    ]);

    // A chip removes its value alone: the other filters and the sort stay, in the address too.
    await chips.getByRole('link', { name: 'Remove filter: Tallvik' }).click();
    await expect(chips.getByRole('link', { name: 'Remove filter: Tallvik' })).toHaveCount(0);
    const url = new URL(page.url());
    expect(JSON.parse(url.searchParams.get('filters') ?? '[]')).toEqual([
      { name: 'brand', values: ['Fjordlys'] },
      { name: 'flavor', values: ['mint'] },
    ]);
    expect(url.searchParams.get('sort')).toBe('newest');
    const titles = await page.locator('.product-card h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.startsWith('Fjordlys'))).toBe(true);

    // The reset clears every filter and puts the sort back to popularity: the address is bare.
    await chips.getByRole('link', { name: 'Reset filters and sort' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('Showing 24 of 169')).toBeVisible();
    await expect(chips).toHaveCount(0);
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Sort products' })
        .getByRole('radio', { name: 'Most popular' }),
    ).toBeChecked();
    await page.keyboard.press('Escape');
    // Back brings the filters and sort before the reset.
    await page.goBack();
    await expect(page).toHaveURL(/sort=newest/);
    await expect(chips.getByRole('link', { name: 'Remove filter: Fjordlys' })).toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('a sort alone offers the reset; the filter dialog’s Clear all keeps the sort', async ({
    page,
  }) => {
    await gotoHydrated(
      page,
      `/products?filters=${encodeURIComponent('[{"name":"format","values":["mini"]}]')}&sort=price-desc`,
    );
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter products' });
    // The formats the catalogue offers, in the shop's order: other formats first, then mini,
    // super slim, slim, normal, large.
    const formatGroup = dialog.getByRole('group', { name: 'Format' });
    await expect(formatGroup.getByRole('checkbox', { name: /^Mini/ })).toBeChecked();
    const formats = await formatGroup
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    const order = ['mini', 'superslim', 'slim', 'normal', 'large'];
    expect(formats.length).toBeGreaterThan(1);
    expect(formats).toEqual([...formats].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
    const chips = page.getByRole('navigation', { name: 'Active filters' });
    await expect(chips.getByRole('link')).toHaveText(['Reset filters and sort']);
    await chips.getByRole('link').click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(chips).toHaveCount(0);
  });

  test('starts the list over when its products changed since the page was made', async ({
    page,
  }) => {
    // The answer with every card is the list as it is now: here, one product fewer.
    await page.route(/[?&]cards=/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as {
        cards: { id: string }[];
        entries: { names: string[]; rows: [string, ...unknown[]][] };
      };
      const [gone] = body.entries.rows;
      body.entries.rows = body.entries.rows.slice(1);
      body.cards = body.cards.filter((card) => card.id !== gone?.[0]);
      await route.fulfill({ response: answer, json: body });
    });
    await gotoHydrated(
      page,
      `/products?filters=${encodeURIComponent('[{"name":"strength","values":["4"]}]')}&sort=newest`,
    );
    await expect(page).toHaveURL(/filters=.*sort=newest/);
    await touchPage(page);
    await expect(page.getByText('Showing 24 of 42')).toBeVisible();
    // Reaching for the list's tools fetches every card.
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Sort' }).hover();
    await expect(page.getByText('Showing 24 of 168')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('navigation', { name: 'Active filters' })).toHaveCount(0);
    await expect(page.locator('.product-card')).toHaveCount(24);
  });

  test('loads more, then shows all', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await expect(page.locator('.product-card')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.locator('.product-card')).toHaveCount(48);
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page.locator('.product-card')).toHaveCount(169);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('keeps the cards the server drew: hydrating and showing more do not draw them again', async ({
    page,
  }) => {
    // The page's state does not carry its first cards: the browser keeps the server's HTML.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, {
          serverImages: Array.from(document.querySelectorAll('.product-card img')),
        }),
      ),
    );
    await gotoHydrated(page, '/products');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.locator('.product-card')).toHaveCount(48);
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { serverImages: Element[] }).serverImages;
      const now = Array.from(document.querySelectorAll('.product-card img'));
      return {
        drawn: drawn.length,
        same: drawn.filter((image, index) => image === now[index]).length,
      };
    });
    expect(kept).toEqual({ drawn: 24, same: 24 });
    await expect(page.locator('.product-card h3 a').nth(24)).toHaveAttribute(
      'href',
      /\/nicotine-pouches\//,
    );
  });

  test('fetches the cards beyond the first page once, and offers to try again when that fails', async ({
    page,
  }) => {
    let refuse = true;
    const asked: string[] = [];
    await page.route(/[?&]cards=/, async (route) => {
      asked.push(route.request().url());
      await (refuse ? route.abort() : route.continue());
    });
    await gotoHydrated(page, '/products');
    // The page carries its first 24 cards: nothing is fetched until the shopper wants more.
    expect(asked).toHaveLength(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'The products could not be loaded' });
    await expect(failed).toBeVisible();
    await expect(page.locator('.product-card')).toHaveCount(24);
    refuse = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.product-card')).toHaveCount(48);
    await expect(failed).toHaveCount(0);
    // Every card came with that answer: sorting and showing all ask for nothing more.
    const answered = asked.length;
    await page.getByRole('button', { name: 'Sort' }).click();
    const sort = page.getByRole('dialog', { name: 'Sort products' });
    await sort.getByRole('radio', { name: 'Price, low to high' }).check();
    await sort.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(page.locator('.product-card')).toHaveCount(169);
    expect(asked).toHaveLength(answered);
  });

  test('the product page shows facts and the bundle chooser', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await page.locator('.product-card h3 a').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Facts' })).toBeVisible();
    await expect(page.locator('dl.facts dt', { hasText: 'Nicotine per pouch' })).toBeVisible();
    const chooser = page.getByRole('group', { name: 'Choose a pack' });
    await expect(chooser.getByRole('radio', { name: /Single can/ })).toBeChecked();
    const tenPack = chooser.getByRole('radio', { name: /10-pack/ });
    await tenPack.check();
    await expect(tenPack).toBeChecked();
    await expect(chooser).toContainText(/, save \d+ %\)/);
  });
});

test.describe('add to cart from the product page', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('adds the chosen pack and shows the item-added toast and count', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await page.locator('.product-card h3 a').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const cart = page.getByRole('button', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Item added to your cart' }),
    ).toBeVisible();
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
  });
});

test.describe('the header search', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('suggests products once typing pauses, and searches the list on Enter', async ({ page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('fjordl', { delay: 30 });
    const suggestions = page.getByRole('list', { name: 'Search' });
    await expect(suggestions.getByRole('link').first()).toContainText('Fjordlys', {
      timeout: 10_000,
    });
    await expect(suggestions.locator('mark').first()).toHaveText('Fjordl');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=fjordl$/);
    await expect(page.getByText('Results for “fjordl”')).toBeVisible();
  });
});
