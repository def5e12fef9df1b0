import { expect, test } from '@playwright/test';
import { confirmAgeInSession } from './support/hydrated';
import { addToCart, OTHER_PRODUCT, PRODUCT, restock } from './support/shop';
import { wordsOf } from './support/words';

// Mint, weak: Danish law allows it. Caramel latte, extra strong: it does not.
const ALLOWED_IN_DENMARK = PRODUCT;
const BANNED_IN_DENMARK = OTHER_PRODUCT;

test('a shopper moving the delivery to Denmark is told what its law took out of the cart', async ({
  page,
}) => {
  const t = wordsOf('sv');
  await confirmAgeInSession(page);
  await restock(page, ALLOWED_IN_DENMARK);
  await restock(page, BANNED_IN_DENMARK);
  await addToCart(page, `/sv${ALLOWED_IN_DENMARK}`, 1, 'sv');
  await addToCart(page, `/sv${BANNED_IN_DENMARK}`, 1, 'sv');
  const cartButton = (count: number) =>
    page.getByRole('banner').locator(`button[aria-label="${t('cartWithCount', { count })}"]`);
  await expect(cartButton(2)).toBeVisible();

  await page.goto('/sv/checkout');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('main').getByLabel(t('country'), { exact: true }).selectOption('DK');

  const told = t('cartLinesNotSold', { count: 1, country: 'Danmark' });
  await expect(page.getByRole('status').getByText(told)).toBeVisible();
  // The order summary keeps only what may go to Denmark.
  const summary = page.getByRole('main');
  await expect(summary.getByText(/Caramel Latte/)).toHaveCount(0);
  await expect(summary.getByText(/Ice Mint/).first()).toBeVisible();
  // The Danish page of the banned product does not exist; the allowed one does.
  expect((await page.request.get(`/da${BANNED_IN_DENMARK}`)).status()).toBe(404);
  expect((await page.request.get(`/da${ALLOWED_IN_DENMARK}`)).status()).toBe(200);
});
