import { describe, expect, it } from 'vitest';
import { expectConsole } from '../setup/console-guard';
import { get, withEnv } from './support';

const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

describe('security headers and CSP', () => {
  it.each(['/', '/sv/', '/no-such-page'])('puts the nonce on every script of %s', async (path) => {
    const response = await get(path);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    const html = await response.text();
    for (const script of scriptsOf(html)) expect(script).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('cuts other windows off the pages where a shopper signs in or pays, and no public page', async () => {
    for (const path of ['/checkout', '/account', '/password-reset', '/sv/account'])
      expect((await get(path)).headers.get('Cross-Origin-Opener-Policy'), path).toBe('same-origin');
    for (const path of ['/', '/products', '/terms-and-conditions', '/no-such-page'])
      expect((await get(path)).headers.get('Cross-Origin-Opener-Policy'), path).toBeNull();
  });

  it('titles the 404 page and links back to the shop', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>We couldn&#x27;t find this page');
    expect(html).toMatch(/<a [^>]*href="http:\/\/127\.0\.0\.1:8787\/"/);
  });

  it('never puts a secret or the read token in a page', async () => {
    const secrets = {
      SANITY_READ_TOKEN: 'sk-read-token-1234',
      SANITY_WRITE_TOKEN: 'sk-write-token-1234',
      SANITY_PREVIEW_SECRET: 'preview-secret-1234',
      ALGOLIA_ADMIN_KEY: 'admin-key-1234',
      SANITY_WEBHOOK_SECRET: 'webhook-secret-1234',
    };
    const html = await (await withEnv(secrets)('/?q=secrets-test')).text();
    for (const value of [...Object.values(secrets), 'test-shared-secret'])
      expect(html).not.toContain(value);
  });
});

describe('preview mode', () => {
  const secret = 'preview-secret';
  const app = withEnv({ SANITY_PREVIEW_SECRET: secret, SANITY_READ_TOKEN: 'local-read' });

  it('needs the preview secret', async () => {
    expect((await withEnv({})('/api/preview?secret=x')).status).toBe(403);
    expect((await app('/api/preview?secret=wrong')).status).toBe(401);
  });

  it('sets a signed cookie, redirects inside the shop only, and serves uncached draft pages', async () => {
    const response = await app(`/api/preview?secret=${secret}&redirect=/sv/`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/sv/');
    const cookie = /preview=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
    // Its expiry, an hour on, and the signature of both.
    expect(cookie).toMatch(/^\d{13}\.[0-9a-f]{64}$/);
    expect(Number(cookie!.split('.')[0]) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(response.headers.get('Set-Cookie')).toContain('HttpOnly');
    const page = await app('/sv/?q=preview-page', { headers: { Cookie: `preview=${cookie}` } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    const forged = await app('/sv/?q=preview-forged', { headers: { Cookie: 'preview=0000' } });
    expect(forged.headers.get('Cache-Control')).not.toBe('private, no-store');
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
    ]) {
      const redirect = await app(
        `/api/preview?secret=${secret}&redirect=${encodeURIComponent(target)}`,
      );
      expect(redirect.headers.get('Location'), JSON.stringify(target)).toBe('/');
    }
    // Sent raw, %09 arrives as a tab, which browsers drop: it is resolved the same way.
    const raw = await app(`/api/preview/exit?redirect=/%09/evil.example`);
    expect(raw.headers.get('Location')).toBe('/');
    // Where a browser resolves the answer is on this origin, whatever the query held.
    const kept = await app(
      `/api/preview/exit?redirect=${encodeURIComponent('/sv/blog?page=2#top')}`,
    );
    expect(kept.headers.get('Location')).toBe('/sv/blog?page=2#top');
    const exit = await app('/api/preview/exit');
    expect(exit.headers.get('Set-Cookie')).toMatch(/preview=; Max-Age=0/);
  });
});

describe('the error handler', () => {
  it('shows a friendly page and reports the error to monitoring', async () => {
    expectConsole('error', /internal error/);
    const down = withEnv({ SANITY_PROJECT_ID: 'unreachable1' });
    const response = await down('/hr/?q=error-test');
    // The shop's shell in Croatian with a way to try again, never a bare error page.
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<h1>Ova stranica trenutačno je na kratkoj pauzi</h1>');
    expect(html).toContain('href="/hr/?q=error-test"');
    expect(html).not.toContain('Sorry, something went wrong');
    const reports = (await (await get('/_local/monitoring')).json()) as {
      reports: { entry: { url?: string } }[];
    };
    expect(reports.reports.some((report) => report.entry.url?.includes('/hr/?q=error-test'))).toBe(
      true,
    );
  });
});
