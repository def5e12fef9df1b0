import { describe, expect, it } from 'vitest';
import { ConfigError, configFor, parseConfig } from './config';
import { toPublicConfig } from './public-config';

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
      ENVIRONMENT: 'development',
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

  it('never uses the well-known admin key in production', () => {
    const { adminKey } = parseConfig({ ENVIRONMENT: 'production' }).search;
    expect(adminKey).not.toBe('local-admin');
    expect(adminKey).toMatch(/^[0-9a-f]{64}$/);
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

describe('configFor', () => {
  it('validates an environment object once', () => {
    const env = { PUBLIC_SHOP_NAME: 'Test Shop' };
    expect(configFor(env)).toBe(configFor(env));
  });
});

describe('toPublicConfig', () => {
  it('passes only the allow-listed values to the browser', () => {
    const config = parseConfig({
      CENTRA_SHARED_SECRET: 'centra-secret',
      SANITY_READ_TOKEN: 'sanity-token',
      ALGOLIA_ADMIN_KEY: 'admin-key',
      SANITY_PREVIEW_SECRET: 'preview',
    });
    const serialised = JSON.stringify(toPublicConfig(config));
    for (const secret of ['centra-secret', 'sanity-token', 'admin-key', 'preview']) {
      expect(serialised).not.toContain(secret);
    }
    expect(toPublicConfig(config)).toEqual({
      shopName: 'Pouch Atlas',
      environment: 'development',
      services: config.services,
      checkoutBase: '/_local/checkout-api',
      monitoring: { dsn: 'https://local@monitoring.invalid/1', tracesSampleRate: 0.2 },
      scripts: {},
      // The embedded tenant's thresholds: what its shipping methods are priced with.
      freeShipping: { SEK: 500, EUR: 45, DKK: 350, GBP: 40, CZK: 1100, PLN: 200, HUF: 18000 },
      search: {
        appId: 'local',
        searchKey: 'local-search',
        indexBase: 'products',
        enginePath: '/_local/algolia',
      },
    });
  });

  it('passes the configured free-shipping thresholds once the Checkout API is live', () => {
    const live = parseConfig({
      CENTRA_API_URL: 'https://shop.centra.com/api/checkout/1',
      CENTRA_SHARED_SECRET: 'secret',
      FREE_SHIPPING_THRESHOLDS: '{"SEK":499}',
    });
    expect(toPublicConfig(live).freeShipping).toEqual({ SEK: 499 });
    const embedded = parseConfig({ FREE_SHIPPING_THRESHOLDS: '{"SEK":499}' });
    expect(toPublicConfig(embedded).freeShipping).toMatchObject({ SEK: 499, EUR: 45 });
  });

  it('passes the configured third-party script URLs', () => {
    const config = parseConfig({
      PUBLIC_TAG_MANAGER_URL: 'https://tags.example/gtm.js',
      PUBLIC_MARKETING_SCRIPT_URL: 'https://m.example/x.js',
    });
    expect(toPublicConfig(config).scripts).toEqual({
      tagManager: 'https://tags.example/gtm.js',
      marketing: 'https://m.example/x.js',
    });
  });

  it('sends the browser to Algolia itself with the search key when an app is configured', () => {
    const config = parseConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_KEY: 'search-only',
      ALGOLIA_ADMIN_KEY: 'admin-key',
    });
    expect(toPublicConfig(config).search).toEqual({
      appId: 'APP',
      searchKey: 'search-only',
      indexBase: 'products',
    });
    expect(JSON.stringify(toPublicConfig(config))).not.toContain('admin-key');
  });
});
