import { describe, expect, it } from 'vitest';
import { configFor } from '../config/config';
import { toPublicConfig } from './public-config';

describe('toPublicConfig', () => {
  it('passes only the allow-listed values to the browser', () => {
    const config = configFor({
      ENVIRONMENT: 'development',
      CENTRA_SHARED_SECRET: 'centra-secret',
      SANITY_READ_TOKEN: 'sanity-token',
      SANITY_WRITE_TOKEN: 'sanity-write-token',
      ALGOLIA_ADMIN_KEY: 'admin-key',
      SANITY_PREVIEW_SECRET: 'preview',
    });
    const serialised = JSON.stringify(toPublicConfig(config));
    for (const secret of [
      'centra-secret',
      'sanity-token',
      'sanity-write',
      'admin-key',
      'preview',
    ]) {
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
      // The fixed rates and the documented defaults for the other market currencies.
      sekRates: {
        ...{ SEK: 1, EUR: 11.4355, USD: 10.2828, DKK: 1.5326, JPY: 0.07043 },
        ...{ CAD: 7.57017, NOK: 0.96895, GBP: 13.49592 },
        ...{ CZK: 0.4574, PLN: 2.6907, HUF: 0.02895 },
      },
      search: {
        appId: 'local',
        searchKey: 'local-search',
        indexBase: 'products',
        enginePath: '/_local/algolia',
      },
    });
  });

  it('passes the configured free-shipping thresholds once the Checkout API is live', () => {
    const live = configFor({
      ENVIRONMENT: 'development',
      CENTRA_API_URL: 'https://shop.centra.com/api/checkout/1',
      CENTRA_SHARED_SECRET: 'secret',
      FREE_SHIPPING_THRESHOLDS: '{"SEK":499}',
    });
    expect(toPublicConfig(live).freeShipping).toEqual({ SEK: 499 });
    const embedded = configFor({
      ENVIRONMENT: 'development',
      FREE_SHIPPING_THRESHOLDS: '{"SEK":499}',
    });
    expect(toPublicConfig(embedded).freeShipping).toMatchObject({ SEK: 499, EUR: 45 });
  });

  it('passes the configured third-party script URLs', () => {
    const config = configFor({
      ENVIRONMENT: 'development',
      PUBLIC_TAG_MANAGER_URL: 'https://tags.example/gtm.js',
      PUBLIC_MARKETING_SCRIPT_URL: 'https://m.example/x.js',
    });
    expect(toPublicConfig(config).scripts).toEqual({
      tagManager: 'https://tags.example/gtm.js',
      marketing: 'https://m.example/x.js',
    });
  });

  it('sends the browser to Algolia itself with the search key when an app is configured', () => {
    const config = configFor({
      ENVIRONMENT: 'development',
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

  it('takes configured rates for the currencies the fixed table lacks', () => {
    const config = configFor({
      ENVIRONMENT: 'development',
      SEK_CONVERSION_RATES: '{"CHF":12.2,"PLN":2.5}',
    });
    const rates = toPublicConfig(config).sekRates;
    expect(rates).toMatchObject({ CHF: 12.2, PLN: 2.5, EUR: 11.4355, CZK: 0.4574 });
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() =>
      configFor({ ENVIRONMENT: 'development', SEK_CONVERSION_RATES: '{"CHF":-1}' }),
    ).toThrow(/SEK_CONVERSION_RATES/);
  });
});
