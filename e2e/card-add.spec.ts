import { expect, test, type Locator } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, touchPage, watchPageErrors } from './support/hydrated';
import { wordsOf } from './support/words';

test.describe('a product card’s add button', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  const addButtonOf = (card: Locator) => card.locator('button.card-add');

  test('a card the product list draws in the browser adds its product once, however fast it is clicked', async ({
    page,
  }) => {
    const t = wordsOf('en');
    const errors = watchPageErrors(page);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/addProduct') adds.push(request.url());
    });
    await gotoHydrated(page, '/products');
    await touchPage(page);
    const cards = page.locator('.product-grid .product-card');
    const before = await cards.count();
    await page.getByRole('button', { name: t('loadMore') }).click();
    await expect(cards).not.toHaveCount(before);
    // A card of the second page: drawn by the list's code, not sent as HTML.
    const drawn = page
      .locator(`.product-grid > li:nth-child(n+${before + 1}) .product-card`)
      .filter({ has: page.locator('button.card-add') })
      .first();
    await addButtonOf(drawn).dblclick();
    await expect(page.getByRole('status').getByText(t('itemAdded'))).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      page.getByRole('button', { name: t('cartWithCount', { count: 1 }) }),
    ).toBeVisible();
    await expect(addButtonOf(drawn)).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // The button is busy from the first click until the add is done: one add, one can.
    expect(adds).toHaveLength(1);
    await expect(
      page.getByRole('button', { name: t('cartWithCount', { count: 1 }) }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('says in the shop’s language that the product was added, and keeps the keyboard’s place', async ({
    page,
  }) => {
    const t = wordsOf('pl');
    await gotoHydrated(page, '/pl/');
    const card = page
      .locator('.content-products .product-card')
      .filter({ has: page.locator('button.card-add') })
      .first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const button = card.getByRole('button', { name: t('addNameToCart', { name: title }) });
    // From the keyboard: the button keeps the focus while it adds and after.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText(t('itemAdded'))).toBeVisible({
      timeout: 10_000,
    });
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(
      page.getByRole('button', { name: t('cartWithCount', { count: 1 }) }),
    ).toBeVisible();
  });
});
