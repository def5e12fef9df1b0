import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { PRODUCT } from './support/shop';
import { wordsOf } from './support/words';

test.describe('the price comparison of the embedded shop', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  for (const { language, prefix, currency } of [
    { language: 'en', prefix: '', currency: /^£\d+\.\d\d$/ },
    { language: 'sv', prefix: '/sv', currency: /^\d+,\d\d\s?kr$/ },
  ] as const) {
    test(`says its stores are example data, in the shopper’s language (${language})`, async ({
      page,
    }) => {
      const t = wordsOf(language);
      await gotoHydrated(page, `${prefix}${PRODUCT}`);
      const comparison = page.getByRole('region', { name: t('priceComparison') });
      await expect(comparison).toBeVisible();
      await expect(comparison.getByText(t('priceComparisonExample'))).toBeVisible();
      const prices = comparison.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(prices).toHaveCount(3);
      for (const price of await prices.locator('td:last-child').allTextContents())
        expect(price.replace(/\u00a0/g, ' ')).toMatch(currency);
    });
  }
});
