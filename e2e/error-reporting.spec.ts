import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';

/** Where a browser session keeps its error-tracking record (session storage). */
const ERROR_TRACKING_SESSION_KEY = 'error-tracking-session';
/** Where a browser session keeps the fingerprints of the errors it reported (session storage). */
const ERROR_TRACKING_REPORTED_KEY = 'error-tracking-reported';

/**
 * Fixes the page's dice (`Math.random`, which samples traces) and collects the names of the
 * error-reporting scripts it loads.
 */
async function withSampling(page: Page, roll: number): Promise<string[]> {
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, roll);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const name = /\/static\/(sentry-[a-z]+)-/.exec(sent.url())?.[1];
    if (name) scripts.push(name);
  });
  return scripts;
}

const sdkRunning = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__));

/** The SDK loads a few seconds after the page loaded. */
const sdkStarted = (page: Page) =>
  expect.poll(() => sdkRunning(page), { timeout: 15_000 }).toBe(true);

/** What the local Sentry sink received, as text. */
async function received(request: APIRequestContext): Promise<string> {
  return JSON.stringify(await (await request.get('/_local/monitoring')).json());
}

/** The envelopes the local Sentry sink received that hold the text. */
async function envelopesWith(request: APIRequestContext, text: string): Promise<string[]> {
  const { reports } = (await (await request.get('/_local/monitoring')).json()) as {
    reports: unknown[];
  };
  return reports.map((report) => JSON.stringify(report)).filter((json) => json.includes(text));
}

/** A value the page keeps in session storage, read back as JSON. */
const fromSession = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? 'null') as unknown, key);

/** Throws an uncaught error in the page, always from the same place. */
const throwInPage = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

test.describe('browser error reporting', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('reports an uncaught error through the same-origin tunnel', async ({ page, request }) => {
    const tunnelled = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/monitoring') && sent.method() === 'POST',
      { timeout: 15_000 },
    );
    // A page load whose traces are not sampled loads the script without tracing.
    const scripts = await withSampling(page, 0.99);
    await gotoHydrated(page, '/faq');
    // Once the SDK runs, an error thrown by the page is reported.
    await sdkStarted(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: a reported error');
      });
    });
    expect((await tunnelled).url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/monitoring$/);
    await expect
      .poll(() => received(request), { timeout: 10_000 })
      .toContain('e2e: a reported error');
    // What starts reporting, then the SDK without tracing: nothing of either before.
    expect(scripts).toEqual(['sentry-boot', 'sentry-errors']);
  });

  test('an error thrown before the SDK loaded is kept and reported once it runs', async ({
    page,
    request,
  }) => {
    await withSampling(page, 0.99);
    // The page's scripts have run by its load event, and the SDK waits seconds longer: an
    // error thrown then comes first, is kept, and starts the SDK at once.
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        const early = window as unknown as { __SENTRY__?: unknown; sdkBeforeError?: boolean };
        early.sdkBeforeError = Boolean(early.__SENTRY__);
        setTimeout(() => {
          throw new Error('e2e: an early error');
        });
      });
    });
    await gotoHydrated(page, '/faq');
    await expect
      .poll(() => received(request), { timeout: 10_000 })
      .toContain('e2e: an early error');
    expect(
      await page.evaluate(() => (window as unknown as { sdkBeforeError?: boolean }).sdkBeforeError),
    ).toBe(false);
  });

  test('a page failing in a loop before the SDK runs sends its first twenty errors, not all', async ({
    page,
    request,
  }) => {
    await withSampling(page, 0.99);
    const run = Date.now().toString(36);
    await page.addInitScript((tag) => {
      window.addEventListener('load', () => {
        for (let n = 1; n <= 30; n += 1) {
          const error = new Error(`e2e loop ${tag} #${n}.`);
          window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
        }
      });
    }, run);
    await gotoHydrated(page, '/faq');
    await expect
      .poll(() => received(request), { timeout: 10_000 })
      .toContain(`e2e loop ${run} #20.`);
    // An error after the SDK runs is sent after whatever was kept before it.
    await sdkStarted(page);
    await page.evaluate((tag) => {
      setTimeout(() => {
        throw new Error(`e2e loop ${tag} done.`);
      });
    }, run);
    await expect
      .poll(() => received(request), { timeout: 10_000 })
      .toContain(`e2e loop ${run} done.`);
    const sent = await received(request);
    for (let n = 1; n <= 20; n += 1) expect(sent).toContain(`e2e loop ${run} #${n}.`);
    expect(sent).not.toContain(`e2e loop ${run} #21.`);
  });

  test('a sampled page load loads tracing and sends trace headers to its own origin only', async ({
    page,
  }) => {
    const scripts = await withSampling(page, 0);
    await gotoHydrated(page, '/faq');
    await expect.poll(() => scripts, { timeout: 10_000 }).toEqual(['sentry-boot', 'sentry-traced']);
    await sdkStarted(page);
    const traced = page.waitForRequest((sent) => sent.url().endsWith('/api/geo'));
    await page.evaluate(() => void fetch('/api/geo'));
    expect((await traced).headers()['sentry-trace']).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
  });

  test('keeps the visit’s keys in session storage: one id and trace decision, each error reported once', async ({
    page,
    request,
  }) => {
    const run = Date.now().toString(36);
    // The visit's first page rolls the trace sample (not sampled) ...
    const scripts = await withSampling(page, 0.99);
    await gotoHydrated(page, '/faq');
    // Made when reporting starts, with the SDK: nothing of it is part of the page's start.
    await sdkStarted(page);
    const session = (await fromSession(page, ERROR_TRACKING_SESSION_KEY)) as {
      id: string;
      traced: boolean;
    };
    expect(session).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), traced: false });
    await throwInPage(page, `e2e: once per visit ${run}`);
    await expect
      .poll(() => envelopesWith(request, `e2e: once per visit ${run}`), { timeout: 10_000 })
      .toHaveLength(1);
    // ... and names the visit on the report.
    expect((await envelopesWith(request, `e2e: once per visit ${run}`))[0]).toContain(session.id);
    expect(await fromSession(page, ERROR_TRACKING_REPORTED_KEY)).toEqual([
      expect.stringMatching(/^[0-9a-f]{8}$/),
    ]);

    // The next page would roll "sampled", but the visit's decision stands.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await gotoHydrated(page, '/blog');
    await sdkStarted(page);
    expect(await fromSession(page, ERROR_TRACKING_SESSION_KEY)).toEqual(session);
    expect(scripts).toContain('sentry-errors');
    expect(scripts).not.toContain('sentry-traced');
    // The same error again is not sent again; a new one is, after it.
    await throwInPage(page, `e2e: once per visit ${run}`);
    await throwInPage(page, `e2e: a new error ${run}`);
    await expect
      .poll(() => envelopesWith(request, `e2e: a new error ${run}`), { timeout: 10_000 })
      .toHaveLength(1);
    expect(await envelopesWith(request, `e2e: once per visit ${run}`)).toHaveLength(1);
    expect(await fromSession(page, ERROR_TRACKING_REPORTED_KEY)).toHaveLength(2);
  });
});
