import { expect, type Page, type Request } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../src/contract/consent';

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

/**
 * Collects console errors and failed requests so a test can assert a clean page. A request the
 * browser cancelled because the page was left (a reload or link the test makes while a late
 * script is still arriving) did not fail: it is not counted. Every other failure is.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  // A late script of the old page may ask for more after the next navigation has started but
  // before the new page replaced it, so both the navigation's start and its commit count. The
  // browser may report such a request cancelled just before it reports the commit: a cancelled
  // request is held until the next commit shows whether the page was left after it was asked.
  let navigations = 0;
  let commits = 0;
  const askedAt = new WeakMap<Request, { navigations: number; commits: number }>();
  const cancelled = new Map<string, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
    askedAt.set(request, { navigations, commits });
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    commits += 1;
    for (const [error, askedCommits] of cancelled)
      if (askedCommits < commits) errors.splice(errors.indexOf(error), 1);
    cancelled.clear();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => {
    const asked = askedAt.get(request) ?? { navigations, commits };
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (aborted && (navigations > asked.navigations || commits > asked.commits)) return;
    const error = `request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`;
    errors.push(error);
    if (aborted) cancelled.set(error, asked.commits);
  });
  return errors;
}

/**
 * Starts the browser session as a visitor who already confirmed being over 18 and accepted
 * every cookie (the consent journeys make their choices themselves).
 */
export async function confirmAgeInSession(page: Page) {
  await page.addInitScript((consentKey) => {
    window.sessionStorage.setItem('age-confirmed', 'yes');
    if (!window.localStorage.getItem(consentKey))
      window.localStorage.setItem(
        consentKey,
        JSON.stringify({ statistics: true, marketing: true }),
      );
  }, CONSENT_STORAGE_KEY);
}

/** From now on every script the page asks for arrives late, as on a slow phone line. */
export async function holdScripts(page: Page, ms = 900) {
  await page.route('**/static/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
