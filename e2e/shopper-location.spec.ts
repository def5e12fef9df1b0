import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, touchPage } from './support/hydrated';

/** Opens a checkout and touches it: its start-up then reads the session in the browser. */
async function openCheckout(page: Page, path: string) {
  await gotoHydrated(page, path);
  await touchPage(page);
}

/** Answers every Checkout API call as usual, but as if the shopper's location were not known yet. */
async function withUnknownLocation(page: Page) {
  await page.route('**/_local/checkout-api/**', async (route) => {
    // A call still in flight when the test ends has nobody left to answer.
    const response = await route.fetch().catch(() => undefined);
    if (!response) return;
    const body = (await response.json().catch(() => undefined)) as
      { location?: Record<string, unknown> } | undefined;
    // Not JSON (a test payment page), or a call the page gave up on: passed on as it is.
    if (!body) return route.fulfill({ response }).catch(() => undefined);
    if (body.location) {
      body.location = { ...body.location, country: null, name: '' };
      delete body.location.pricelist;
    }
    await route.fulfill({ response, json: body }).catch(() => undefined);
  });
}

const storedLocation = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('location-selection') ?? 'null') as unknown);

test.describe('the shopper’s location in the browser', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('falls back to Finland, pricelist 20 and Sweden’s name while the location is unknown', async ({
    page,
  }) => {
    await withUnknownLocation(page);
    await openCheckout(page, '/checkout');
    await expect
      .poll(() => storedLocation(page))
      .toMatchObject({
        language: 'en',
        country: 'FI',
        countryName: 'Sweden',
        pricelist: 20,
      });
  });

  test('keeps the country it stored before when the location is unknown', async ({ page }) => {
    await openCheckout(page, '/da/checkout');
    await expect.poll(() => storedLocation(page)).toMatchObject({ country: 'DK' });
    await withUnknownLocation(page);
    await openCheckout(page, '/da/checkout');
    await expect
      .poll(() => storedLocation(page))
      .toMatchObject({
        language: 'da',
        country: 'DK',
        pricelist: 20,
      });
  });
});
