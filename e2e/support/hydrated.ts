import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so clicks reach real handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  // Generous: the first request of a list warms the catalogue cache of a fresh dev server.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  return response;
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
  await page.addInitScript(() => window.sessionStorage.setItem('age-confirmed', 'yes'));
}
