import { expect, test } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';

test.describe('browser error reporting', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('reports an uncaught error through the same-origin tunnel', async ({ page, request }) => {
    const tunnelled = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/monitoring') && sent.method() === 'POST',
      { timeout: 15_000 },
    );
    // A page load whose traces are not sampled loads the script without tracing.
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    const scripts: string[] = [];
    page.on('request', (sent) => {
      const name = /\/static\/(sentry-[a-z]+)-/.exec(sent.url())?.[1];
      if (name) scripts.push(name);
    });
    await gotoHydrated(page, '/faq');
    // The SDK loads when the page is idle; then an error thrown by the page is reported.
    await expect
      .poll(
        () =>
          page.evaluate(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__)),
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: a reported error');
      });
    });
    expect((await tunnelled).url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/monitoring$/);
    await expect
      .poll(async () => JSON.stringify(await (await request.get('/_local/monitoring')).json()), {
        timeout: 10_000,
      })
      .toContain('e2e: a reported error');
    expect(scripts).toEqual(['sentry-errors']);
  });

  test('a sampled page load loads tracing and sends trace headers to its own origin only', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    const scripts: string[] = [];
    page.on('request', (sent) => {
      const name = /\/static\/(sentry-[a-z]+)-/.exec(sent.url())?.[1];
      if (name) scripts.push(name);
    });
    await gotoHydrated(page, '/faq');
    await expect.poll(() => scripts, { timeout: 10_000 }).toEqual(['sentry-traced']);
    await expect
      .poll(
        () =>
          page.evaluate(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__)),
        { timeout: 10_000 },
      )
      .toBe(true);
    const traced = page.waitForRequest((sent) => sent.url().endsWith('/api/geo'));
    await page.evaluate(() => void fetch('/api/geo'));
    expect((await traced).headers()['sentry-trace']).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
  });
});
