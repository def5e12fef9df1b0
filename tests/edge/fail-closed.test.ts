import { describe, expect, it } from 'vitest';
import { expectConsole } from '../setup/console-guard';
import { withEnv } from './support';

const INSPECTION_TOKEN = 'inspect-'.padEnd(48, 'x');
const EDITOR_TOKEN = 'editor-'.padEnd(48, 'x');

/** A demo deployment: production, with the three stand-ins switched on by name. */
const demo = withEnv({
  ENVIRONMENT: 'production',
  EMBEDDED_SERVICES: 'checkout,content,search',
  ALGOLIA_SEARCH_KEY: 'demo-search-key-0123456789',
  INSPECTION_TOKEN,
  SANITY_LOCAL_EDITOR_TOKEN: EDITOR_TOKEN,
});

const INSPECTION_PATHS = [
  '/_local/checkout-api/__emulator/password-reset-link?email=someone%40example.com',
  '/_local/checkout-api/__emulator/subscriptions',
  '/_local/logflare',
  '/_local/monitoring',
];

describe('a production worker', () => {
  it('does not serve a shopper when credentials are missing, and says which', async () => {
    expectConsole('error', /CENTRA_API_URL missing/);
    const response = await withEnv({ ENVIRONMENT: 'production' })('/');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain('SANITY_PROJECT_ID missing');
    expect(body).toContain('EMBEDDED_SERVICES');
  });

  it('does not run the embedded content lake without its editor token, and never with the development one', async () => {
    expectConsole('error', /SANITY_LOCAL_EDITOR_TOKEN missing/);
    const withoutEditor = withEnv({
      ENVIRONMENT: 'production',
      EMBEDDED_SERVICES: 'checkout,content,search',
      ALGOLIA_SEARCH_KEY: 'demo-search-key-0123456789',
    });
    const response = await withoutEditor('/');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('SANITY_LOCAL_EDITOR_TOKEN missing');

    const lake = await demo('http://local.localhost:8787/v2026-05-04/data/mutate/production', {
      method: 'POST',
      headers: {
        Authorization: 'Bearer local-editor-token-for-development-only',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ mutations: [{ create: { _type: 'blogTag', title: 'x' } }] }),
    });
    expect(lake.status).toBe(401);
    const withToken = await demo('http://local.localhost:8787/v2026-05-04/users/me', {
      headers: { Authorization: `Bearer ${EDITOR_TOKEN}` },
    });
    expect(await withToken.json()).toMatchObject({ id: 'p-local-editor' });
  });

  it('hides the inspection routes from anyone without the inspection token', async () => {
    for (const path of INSPECTION_PATHS) {
      expect((await demo(path)).status, path).toBe(404);
      const wrong = await demo(path, { headers: { Authorization: 'Bearer local-admin' } });
      expect(wrong.status, path).toBe(404);
    }
    const wipe = await demo('/_local/checkout-api/__emulator/reset', { method: 'POST' });
    expect(wipe.status).toBe(404);
  });

  it('opens them to the operator with the token', async () => {
    const response = await demo('/_local/checkout-api/__emulator/subscriptions', {
      headers: { Authorization: `Bearer ${INSPECTION_TOKEN}` },
    });
    expect(response.status).toBe(200);
  });

  it('never lets the well-known development search key search or write', async () => {
    const headers = { 'X-Algolia-Application-Id': 'local', 'Content-Type': 'application/json' };
    for (const key of ['local-search', 'local-admin']) {
      const response = await demo('/_local/algolia/1/indexes/products_en/query', {
        method: 'POST',
        headers: { ...headers, 'X-Algolia-API-Key': key },
        body: JSON.stringify({ query: 'mint' }),
      });
      expect(response.status, key).toBe(403);
    }
    const allowed = await demo('/_local/algolia/1/indexes/products_en/query', {
      method: 'POST',
      headers: { ...headers, 'X-Algolia-API-Key': 'demo-search-key-0123456789' },
      body: JSON.stringify({ query: 'mint' }),
    });
    expect(allowed.status).toBe(200);
  });

  it('tells the browser not to report errors when no DSN is set', async () => {
    const page = await (await demo('/')).text();
    expect(page).not.toContain('"monitoring":{');
    const envelope = await demo('/api/monitoring', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'http://127.0.0.1:8787' },
      body: '{"dsn":"https://local@monitoring.invalid/1"}\n{}',
    });
    expect(envelope.status).toBe(404);
    expect(await envelope.text()).toContain('not configured');
  });
});
