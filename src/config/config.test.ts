import { describe, expect, it } from 'vitest';
import { ConfigError, configFor, parseConfig } from './config';

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
