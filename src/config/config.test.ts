import { describe, expect, it } from 'vitest';
import { checkEnvironment, ConfigError, configFor, DEVELOPMENT_EDITOR_TOKEN } from './config';

/** Outside production every missing service runs embedded; most tests here are about that. */
const parseConfig = (raw: Record<string, unknown>) =>
  configFor({ ENVIRONMENT: 'development', ...raw });

/** A production deployment with every service live. */
const LIVE = {
  CENTRA_API_URL: 'https://shop.centra.com/api/checkout/',
  CENTRA_SHARED_SECRET: 'secret',
  SANITY_PROJECT_ID: 'abc123',
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_SEARCH_KEY: 'search',
};

describe('parseConfig', () => {
  it('runs every service embedded when no credentials are set', () => {
    const config = parseConfig({});
    expect(config.services).toEqual({
      checkout: 'embedded',
      content: 'embedded',
      search: 'embedded',
      monitoring: 'embedded',
      logs: 'embedded',
    });
    expect(config).toMatchObject({
      SANITY_DATASET: 'production',
      SANITY_API_VERSION: '2024-12-18',
      SANITY_PREVIEW_API_VERSION: '2025-02-11',
      ALGOLIA_INDEX_BASE: 'products',
      SENTRY_TRACES_SAMPLE_RATE: 0.2,
      MARKET_DOMAINS: {},
      FREE_SHIPPING_THRESHOLDS: {},
    });
  });

  it('treats empty strings as absent', () => {
    const config = parseConfig({ CENTRA_API_URL: '', SANITY_PROJECT_ID: '  ', SENTRY_DSN: '' });
    expect(config.CENTRA_API_URL).toBeUndefined();
    expect(config.services.checkout).toBe('embedded');
  });

  it('switches a service to live when its credentials are present', () => {
    const config = parseConfig({
      CENTRA_API_URL: 'https://shop.centra.com/api/checkout/',
      CENTRA_SHARED_SECRET: 'secret',
      SANITY_PROJECT_ID: 'abc123',
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_KEY: 'search',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/1',
      LOGFLARE_SOURCE: 'source',
      LOGFLARE_API_KEY: 'key',
    });
    expect(Object.values(config.services)).toEqual(['live', 'live', 'live', 'live', 'live']);
  });

  it('refuses a Centra URL without the shared secret, and keeps the configured secret', () => {
    expect(() => parseConfig({ CENTRA_API_URL: 'https://shop.centra.com/api/checkout/' })).toThrow(
      /CENTRA_SHARED_SECRET is required/,
    );
    expect(parseConfig({ CENTRA_SHARED_SECRET: 's3cret' }).checkoutSharedSecret).toBe('s3cret');
  });

  it('gives the embedded Checkout API a random secret when none is set', () => {
    const first = parseConfig({}).checkoutSharedSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(parseConfig({}).checkoutSharedSecret).not.toBe(first);
  });

  it('needs both Algolia id and search key to go live', () => {
    expect(parseConfig({ ALGOLIA_APP_ID: 'APP' }).services.search).toBe('embedded');
  });

  it('parses JSON maps and numbers', () => {
    const config = parseConfig({
      MARKET_DOMAINS: '{"sv":"shop.example.se"}',
      FREE_SHIPPING_THRESHOLDS: '{"SEK":499,"EUR":45}',
      SENTRY_TRACES_SAMPLE_RATE: '0.5',
    });
    expect(config.MARKET_DOMAINS).toEqual({ sv: 'shop.example.se' });
    expect(config.FREE_SHIPPING_THRESHOLDS).toEqual({ SEK: 499, EUR: 45 });
    expect(config.SENTRY_TRACES_SAMPLE_RATE).toBe(0.5);
  });

  it.each([
    ['CENTRA_API_URL', 'not a url'],
    ['SANITY_DATASET', 'Production Data'],
    ['SANITY_DATASET', 'x'.repeat(65)],
    ['SANITY_API_VERSION', 'v2024-12-18'],
    ['SANITY_PREVIEW_API_VERSION', '2025-02-30'],
    ['SENTRY_TRACES_SAMPLE_RATE', 'often'],
    ['SENTRY_TRACES_SAMPLE_RATE', '2'],
    ['MARKET_DOMAINS', '{sv: shop}'],
    ['MARKET_DOMAINS', '["shop.example.se"]'],
    ['FREE_SHIPPING_THRESHOLDS', '{"SEK":-1}'],
    ['DEV_COUNTRY', 'Sweden'],
    ['ENVIRONMENT', 'staging'],
  ])('rejects %s=%j with a message naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(name);
  });
});

describe('search credentials', () => {
  it('uses the local application and keys while no Algolia app is configured', () => {
    expect(parseConfig({}).search).toEqual({
      appId: 'local',
      searchKey: 'local-search',
      adminKey: 'local-admin',
      indexBase: 'products',
    });
  });

  it('never uses a well-known key in production', () => {
    const { search } = parseConfig({
      ...LIVE,
      ENVIRONMENT: 'production',
      ALGOLIA_APP_ID: '',
      ALGOLIA_SEARCH_KEY: 'operator-chosen-search-key',
      EMBEDDED_SERVICES: 'search',
    });
    expect(search.searchKey).toBe('operator-chosen-search-key');
    expect(search.adminKey).not.toBe('local-admin');
    expect(search.adminKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the configured Algolia application', () => {
    const config = parseConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_KEY: 's',
      ALGOLIA_INDEX_BASE: 'shop',
    });
    expect(config.search).toEqual({
      appId: 'APP',
      searchKey: 's',
      adminKey: undefined,
      indexBase: 'shop',
    });
  });
});

describe('production fails closed', () => {
  it('is the default environment', () => {
    expect(configFor(LIVE).ENVIRONMENT).toBe('production');
  });

  it('refuses to start without credentials, naming each missing variable', () => {
    let message = '';
    try {
      configFor({});
    } catch (error) {
      message = (error as ConfigError).message;
    }
    expect(message).toContain('CENTRA_API_URL and CENTRA_SHARED_SECRET missing');
    expect(message).toContain('SANITY_PROJECT_ID missing');
    expect(message).toContain('ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY missing');
    expect(message).toContain('EMBEDDED_SERVICES=checkout');
  });

  it('refuses a misnamed Centra URL instead of taking payments on the stand-in', () => {
    const { CENTRA_API_URL: _forgotten, ...rest } = LIVE;
    expect(() => configFor({ ...rest, CENTRA_URL: LIVE.CENTRA_API_URL })).toThrow(
      /CENTRA_API_URL missing/,
    );
  });

  it('runs a stand-in only where EMBEDDED_SERVICES names it', () => {
    const demo = configFor({
      EMBEDDED_SERVICES: 'checkout, content,search',
      ALGOLIA_SEARCH_KEY: 'demo-search-key',
      SANITY_LOCAL_EDITOR_TOKEN: 'demo-editor-token-of-at-least-32-chars',
    });
    expect(demo.services).toMatchObject({
      checkout: 'embedded',
      content: 'embedded',
      search: 'embedded',
    });
    // The content lake's editor: its own token in production, never the development one.
    expect(demo.lakeEditorToken).toBe('demo-editor-token-of-at-least-32-chars');
    expect(() =>
      configFor({ EMBEDDED_SERVICES: 'checkout,content,search', ALGOLIA_SEARCH_KEY: 'k' }),
    ).toThrow(/SANITY_LOCAL_EDITOR_TOKEN missing/);
    expect(configFor({ ENVIRONMENT: 'development' }).lakeEditorToken).toBe(
      DEVELOPMENT_EDITOR_TOKEN,
    );
    expect(() => configFor({ ...LIVE, EMBEDDED_SERVICES: 'checkout,payments' })).toThrow(
      /unknown service payments[\s\S]*EMBEDDED_SERVICES/,
    );
  });

  it('refuses a stand-in the build leaves out (npm run deploy), and names the way to get it', () => {
    const lean = { embeddedServicesInBuild: false };
    expect(checkEnvironment(LIVE, lean).CENTRA_API_URL).toBe(LIVE.CENTRA_API_URL);
    expect(() =>
      checkEnvironment(
        { ...LIVE, CENTRA_API_URL: '', EMBEDDED_SERVICES: 'checkout', ALGOLIA_SEARCH_KEY: 'k' },
        lean,
      ),
    ).toThrow(/checkout would run embedded, but this build leaves[\s\S]*deploy:embedded/);
    expect(() => checkEnvironment({ ENVIRONMENT: 'development' }, lean)).toThrow(
      /checkout, content, search would run embedded/,
    );
  });

  it('needs its own search key for an embedded search engine', () => {
    expect(() =>
      configFor({
        ...LIVE,
        ALGOLIA_APP_ID: '',
        ALGOLIA_SEARCH_KEY: '',
        EMBEDDED_SERVICES: 'search',
      }),
    ).toThrow(/ALGOLIA_SEARCH_KEY missing/);
  });

  it('turns error reports and event logs off, and inspection closed, without credentials', () => {
    const config = configFor(LIVE);
    expect(config.services).toEqual({
      checkout: 'live',
      content: 'live',
      search: 'live',
      monitoring: 'off',
      logs: 'off',
    });
    expect(config.inspectionOpen).toBe(false);
    expect(parseConfig({}).inspectionOpen).toBe(true);
  });

  it('keeps the local sinks only when asked for', () => {
    expect(configFor({ ...LIVE, EMBEDDED_SERVICES: 'monitoring,logs' }).services).toMatchObject({
      monitoring: 'embedded',
      logs: 'embedded',
    });
  });

  it('accepts only a long inspection token', () => {
    expect(() => configFor({ ...LIVE, INSPECTION_TOKEN: 'short' })).toThrow(/INSPECTION_TOKEN/);
    expect(configFor({ ...LIVE, INSPECTION_TOKEN: 't'.repeat(32) }).INSPECTION_TOKEN).toHaveLength(
      32,
    );
  });
});

describe('configFor', () => {
  it('validates an environment object once', () => {
    const env = { ENVIRONMENT: 'test', PUBLIC_SHOP_NAME: 'Test Shop' };
    expect(configFor(env)).toBe(configFor(env));
  });
});
