import { expect, test } from '@playwright/test';
import {
  confirmAgeInSession,
  gotoHydrated,
  holdScripts,
  watchPageErrors,
} from './support/hydrated';
import { openCart, PRODUCT, restock, uniqueEmail } from './support/shop';
import { wordsOf } from './support/words';

const t = wordsOf('en');

test.describe('islands that run on the first touch', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('the search runs once touched and keeps what was typed before its code ran', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await gotoHydrated(page, '/');
    const island = page.locator('[data-island="search"]');
    // Nothing loads the search's code until the shopper comes near it.
    await expect(island).not.toHaveAttribute('data-hydrated', 'true');
    await holdScripts(page);
    const box = page.getByRole('searchbox', { name: t('search') });
    await box.pressSequentially('fjordl', { delay: 20 });
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(box).toHaveValue('fjordl');
    const suggestions = page.getByRole('list', { name: t('search') });
    await expect(suggestions.getByRole('link').first()).toContainText('Fjordlys', {
      timeout: 10_000,
    });
    expect(errors).toEqual([]);
  });

  test('a product in the content is added by a click made before its code ran', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await holdScripts(page);
    const card = page
      .locator('.content-products .product-card')
      .filter({ has: page.locator('button.card-add') })
      .first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: t('addNameToCart', { name: title }) }).click();
    await expect(page.getByRole('button', { name: t('cartWithCount', { count: 1 }) })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('the footer sign-up sent before its code ran is sent once it runs', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await holdScripts(page);
    const form = page.locator('.footer-newsletter form');
    await form.getByLabel(t('newsletterEmail')).fill(uniqueEmail('early'));
    await form.getByLabel(t('newsletterTerms')).check();
    await form.getByRole('button', { name: t('newsletterSubmit') }).click();
    await expect(page.locator('.footer-newsletter').getByRole('status')).toHaveText(
      t('newsletterThanks'),
      { timeout: 10_000 },
    );
  });

  test('a pack picked and added before the buy box’s code ran is the pack added', async ({
    page,
  }) => {
    await restock(page, PRODUCT);
    await gotoHydrated(page, PRODUCT);
    await holdScripts(page);
    const pack = new RegExp(`^${t('packOf', { quantity: 10 })} `);
    await page.getByRole('radio', { name: pack }).check();
    await page.getByRole('button', { name: t('addToCart') }).click();
    await expect(page.getByRole('status').getByText(t('itemAdded'))).toBeVisible({
      timeout: 10_000,
    });
    const drawer = await openCart(page);
    await expect(drawer.getByText('Pack of 10 cans')).toBeVisible();
  });
});
