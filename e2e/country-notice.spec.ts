import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';

test.describe('the unsupported-country notice', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('tells a visitor from elsewhere, and stays closed once closed', async ({ page }) => {
    // The edge's answer for a visitor in the United States, where the shop does not ship.
    let asked = 0;
    await page.route('**/api/geo', (route) => {
      asked += 1;
      return route.fulfill({ json: { country: 'US', shipsHere: false } });
    });
    await gotoHydrated(page, '/');
    const notice = page.getByRole('status').filter({ hasText: 'Sorry, we do not ship' });
    await expect(notice).toHaveText(
      /Sorry, we do not ship to your country \(United States\) yet.*globe icon/,
    );
    // The next page knows the country without asking the edge again.
    await gotoHydrated(page, '/blog');
    await expect(notice).toBeVisible();
    expect(asked).toBe(1);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await gotoHydrated(page, '/products');
    await expect(page.getByText('Sorry, we do not ship')).toHaveCount(0);
    // Closed, the notice's country still reaches the tag manager on every page.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { dataLayer?: { country?: string }[] }).dataLayer?.some(
            (entry) => entry.country === 'US',
          ),
        ),
      )
      .toBe(true);
    expect(asked).toBe(1);
  });

  test('says nothing to a visitor from a country the shop ships to', async ({ page }) => {
    await page.route('**/api/geo', (route) =>
      route.fulfill({ json: { country: 'SE', shipsHere: true } }),
    );
    await gotoHydrated(page, '/');
    await page.waitForTimeout(500);
    await expect(page.getByText('Sorry, we do not ship')).toHaveCount(0);
  });
});
