import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach real handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  // Generous: the first request of a list warms the catalogue cache of a fresh dev server.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  return response;
}

/**
 * Moves the pointer onto the page's body, as a shopper reaching for it does, and waits until
 * the body's code runs (the checkout, account and product list hydrate on that first touch,
 * and read the shopper's session again then).
 */
export async function touchPage(page: Page) {
  await page.getByRole('main').hover();
  await expect(page.locator('[data-island="page"]')).toHaveAttribute('data-hydrated', 'true');
}

/** Collects console errors and failed requests so a test can assert a clean page. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
  return errors;
}

/** Starts the browser session as a visitor who already confirmed being over 18. */
export async function confirmAgeInSession(page: Page) {
  // Confirmed visitors load the marketing script: it is served by the test, not the network.
  await fakeMarketingTracker(page);
  await page.addInitScript(() => window.sessionStorage.setItem('age-confirmed', 'yes'));
}

/** Where the e2e shop is configured to load its marketing script from (playwright.config.ts). */
export const MARKETING_SCRIPT_URL = 'https://tracker.test/marketing.js';

/**
 * Serves the marketing script: a queue that records what it is told, defined only after a
 * moment, as a real tracker's loader is, so the shop has to wait for it.
 */
export async function fakeMarketingTracker(page: Page) {
  await page.route(MARKETING_SCRIPT_URL, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'setTimeout(function () { window.klaviyo = []; }, 600);',
    }),
  );
}
