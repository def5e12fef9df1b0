import { describe, expect, it } from 'vitest';
import { expectConsole } from '../setup/console-guard';
import { get, withEnv } from './support';

/** The policy as directive → its sources, nonces left out. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('Content-Security-Policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([directive, ...sources]) => [
        directive!,
        sources.filter((source) => !source.startsWith("'nonce-")),
      ]),
  );
}

const LIVE = {
  CENTRA_API_URL: 'https://pouchatlas.centra.com/api/checkout/',
  CENTRA_SHARED_SECRET: 'live-secret',
  SANITY_PROJECT_ID: 'abc123',
  ALGOLIA_APP_ID: 'LATENCY1',
  ALGOLIA_SEARCH_KEY: 'search-only-key',
  PAYMENT_PROVIDER_ORIGINS: 'https://checkoutshopper-live.adyen.com, https://js.klarna.com',
  IMAGE_ORIGINS: 'https://media.pouchatlas-cdn.example',
  PUBLIC_TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
  PUBLIC_MARKETING_SCRIPT_URL: 'https://tracker.example/marketing.js',
};

describe('the content security policy', () => {
  it('allows only this origin where every service is embedded, and reports to the shop', async () => {
    const response = await get('/api/nope');
    const policy = policyOf(response);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.sanity.io']);
    expect(policy.get('script-src')).toEqual(["'strict-dynamic'"]);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.get('report-uri')).toEqual(['/api/csp-report']);
    expect(response.headers.get('Reporting-Endpoints')).toBe('csp="/api/csp-report"');
  });

  it('allows the configured live services, providers and scripts, and nothing else', async () => {
    const policy = policyOf(await withEnv(LIVE)('/api/nope'));
    const algolia = [
      'https://latency1-dsn.algolia.net',
      'https://latency1.algolia.net',
      'https://latency1-1.algolianet.com',
      'https://latency1-2.algolianet.com',
      'https://latency1-3.algolianet.com',
    ];
    const providers = ['https://checkoutshopper-live.adyen.com', 'https://js.klarna.com'];
    const scripts = ['https://www.googletagmanager.com', 'https://tracker.example'];
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://pouchatlas.centra.com',
      ...algolia,
      ...providers,
      ...scripts,
    ]);
    expect(policy.get('form-action')).toEqual([
      "'self'",
      'https://pouchatlas.centra.com',
      ...providers,
    ]);
    expect(policy.get('frame-src')).toEqual(providers);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.sanity.io',
      'https://pouchatlas.centra.com',
      'https://media.pouchatlas-cdn.example',
      ...scripts,
    ]);
    expect(policy.get('script-src')).toEqual(["'strict-dynamic'", ...scripts, ...providers]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('on the checkout, runs scripts by host: its own, the payment providers’ and the configured ones', async () => {
    const embedded = policyOf(await get('/checkout'));
    expect(embedded.get('script-src')).toEqual(["'self'"]);
    const live = policyOf(
      await withEnv({ PAYMENT_PROVIDER_ORIGINS: LIVE.PAYMENT_PROVIDER_ORIGINS })('/checkout'),
    );
    expect(live.get('script-src')).toEqual([
      "'self'",
      'https://checkoutshopper-live.adyen.com',
      'https://js.klarna.com',
    ]);
    // Every other page keeps trusting what its own scripts load.
    expect(policyOf(await get('/')).get('script-src')).toEqual(["'strict-dynamic'"]);
  });

  it('refuses an origin list that is not origins', async () => {
    expectConsole('error', /PAYMENT_PROVIDER_ORIGINS/);
    const response = await withEnv({ PAYMENT_PROVIDER_ORIGINS: 'http://pay.example/path' })(
      '/api/health',
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('is not an https origin');
  });
});

describe('CSP violation reports', () => {
  const report = (body: string, type = 'application/csp-report') =>
    get('/api/csp-report', { method: 'POST', headers: { 'Content-Type': type }, body });

  it('logs what was blocked, without the page’s query', async () => {
    expectConsole('warn', /"event":"csp_violation".*"blocked":"https:\/\/evil\.example\/x\.js"/);
    const response = await report(
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://127.0.0.1:8787/password-reset?i=secret&id=4',
          'blocked-uri': 'https://evil.example/x.js?steal=1',
          'effective-directive': 'script-src-elem',
        },
      }),
    );
    expect(response.status).toBe(204);
  });

  it('takes the Reporting API’s batches', async () => {
    expectConsole('warn', /"directive":"connect-src"/);
    const response = await report(
      JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://127.0.0.1:8787/',
            blockedURL: 'https://api.example/v1',
            effectiveDirective: 'connect-src',
          },
        },
        { type: 'deprecation', body: {} },
      ]),
      'application/reports+json',
    );
    expect(response.status).toBe(204);
  });

  it('refuses what is not a report, and oversized bodies', async () => {
    expect((await report('not json')).status).toBe(400);
    const wrong = await report('{"hello":"world"}');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('CSP violation report');
    expect((await report(JSON.stringify({ x: 'y'.repeat(20_000) }))).status).toBe(413);
  });
});
