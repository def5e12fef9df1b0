import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { addToCart, currentSelection, PRODUCT, restock } from './support/shop';

test.describe('where a visitor came from, kept from the page they landed on', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('an ad’s campaign and a feed’s country count when the shopping starts pages later', async ({
    page,
  }) => {
    await restock(page, PRODUCT);
    // Landing from a feed's ad on an article: no shopping session exists yet.
    await gotoHydrated(page, '/faq?utm_source=feed&utm_campaign=autumn&gclid=g-42&country=FI');
    expect(await page.evaluate(() => localStorage.getItem('Api-token'))).toBeNull();
    await addToCart(page, PRODUCT);
    await expect
      .poll(async () => {
        const selection = (await currentSelection(page)) as unknown as {
          location: { country: string };
        };
        return selection.location.country;
      })
      .toBe('FI');
    // Written once the start-up that the first add began has finished.
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(sessionStorage.getItem('order-tracking') ?? 'null') as unknown,
        ),
      )
      .toMatchObject({
        path: '/faq',
        gclid: 'g-42',
        google_ads: true,
        utm_source: 'feed',
        utm_campaign: 'autumn',
      });
    // The ad click also reaches the worker, which records the purchase on the receipt.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'gclid')?.value).toBe('g-42');
  });
});
