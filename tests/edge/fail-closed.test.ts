import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../setup/console-guard';
import { DEMO_PRODUCTION, DEMO_TOKENS, withEnv } from './support';

const INSPECTION_TOKEN = DEMO_TOKENS.inspection;
const EDITOR_TOKEN = DEMO_TOKENS.editor;

/** A demo deployment: production, with the three stand-ins switched on by name. */
const demo = withEnv(DEMO_PRODUCTION);

/** What the worker wrote to its log with console.error during this test. */
const loggedErrors = () =>
  vi
    .spyOn(console, 'error')
    .mock.calls.map((args) => args.map(String).join(' '))
    .join('\n');

/** Every variable a broken production configuration below is missing or has wrong. */
const VARIABLE_NAMES =
  /CENTRA_|SANITY_|ALGOLIA_|EMBEDDED_SERVICES|ENVIRONMENT|INSPECTION_TOKEN|LOGFLARE_|SENTRY_/;

const INSPECTION_PATHS = [
  '/_local/checkout-api/__emulator/password-reset-link?email=someone%40example.com',
  '/_local/checkout-api/__emulator/subscriptions',
  '/_local/logflare',
  '/_local/monitoring',
];

describe('a production worker', () => {
  it('does not serve a shopper when credentials are missing, and names them in the log only', async () => {
    expectConsole('error', /CENTRA_API_URL missing/);
    for (const path of ['/', '/api/health']) {
      const response = await withEnv({ ENVIRONMENT: 'production' })(path);
      expect(response.status, path).toBe(500);
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
      const body = await response.text();
      expect(body, path).toContain('configuration is incomplete');
      expect(body, path).not.toMatch(VARIABLE_NAMES);
    }
    expect(loggedErrors()).toContain('SANITY_PROJECT_ID missing');
    expect(loggedErrors()).toContain('EMBEDDED_SERVICES');
  });

  it('names no variable when ENVIRONMENT itself is wrong: only development and tests are told', async () => {
    expectConsole('error', /Invalid worker configuration/);
    const misspelt = await withEnv({ ENVIRONMENT: 'staging' })('/');
    expect(misspelt.status).toBe(500);
    expect(await misspelt.text()).not.toMatch(VARIABLE_NAMES);
    expect(loggedErrors()).toContain('ENVIRONMENT');

    const developer = await withEnv({
      ENVIRONMENT: 'development',
      SANITY_DATASET: 'Not A Dataset',
    })('/');
    expect(developer.status).toBe(500);
    expect(await developer.text()).toContain('SANITY_DATASET');
  });

  it('does not run the embedded content lake without its editor token, and never with the development one', async () => {
    expectConsole('error', /SANITY_LOCAL_EDITOR_TOKEN missing/);
    const withoutEditor = withEnv({ ...DEMO_PRODUCTION, SANITY_LOCAL_EDITOR_TOKEN: undefined });
    const response = await withoutEditor('/');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toMatch(VARIABLE_NAMES);
    expect(loggedErrors()).toContain('SANITY_LOCAL_EDITOR_TOKEN missing');

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

  it('signs the editor in to the content lake with the editor token only', async () => {
    const lake = 'http://local.localhost:8787/v2026-05-04';
    const studio = 'http://localhost:8787';
    const signIn = (token: string) =>
      demo(`${lake}/auth/login/local`, {
        method: 'POST',
        body: new URLSearchParams({ origin: studio, token }),
      });
    const almost = [
      EDITOR_TOKEN.slice(0, -1),
      `${EDITOR_TOKEN}x`,
      `${EDITOR_TOKEN.slice(0, -1)}y`,
      '',
      'local-editor-token-for-development-only',
    ];
    for (const token of almost) {
      const refused = await signIn(token);
      expect(refused.status, token).toBe(303);
      expect(refused.headers.get('Location'), token).toContain('failed=1');
      const asBearer = await demo(`${lake}/users/me`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await asBearer.json(), token).not.toMatchObject({ id: 'p-local-editor' });
    }
    const signedIn = await signIn(EDITOR_TOKEN);
    expect(signedIn.status).toBe(303);
    const sid = /^http:\/\/localhost:8787#sid=(.+)$/.exec(
      signedIn.headers.get('Location') ?? '',
    )?.[1];
    expect(sid).toBeTruthy();
    const exchanged = await demo(`${lake}/auth/fetch?sid=${encodeURIComponent(sid!)}`);
    expect(await exchanged.json()).toEqual({ token: EDITOR_TOKEN });
    const tampered = `${sid!.slice(0, -1)}${sid!.endsWith('A') ? 'B' : 'A'}`;
    const forged = await demo(`${lake}/auth/fetch?sid=${encodeURIComponent(tampered)}`);
    expect(forged.status).toBe(401);
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
