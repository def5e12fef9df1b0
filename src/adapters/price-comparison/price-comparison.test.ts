import { describe, expect, it } from 'vitest';
import { configFor } from '../../config/config';
import { priceComparisonFor } from './price-comparison';

/** A production worker on a real Centra, Sanity and Algolia. */
const LIVE = {
  ENVIRONMENT: 'production',
  CENTRA_API_URL: 'https://tenant.centra.example/api/checkout',
  CENTRA_SHARED_SECRET: 's',
  SANITY_PROJECT_ID: 'abc123',
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_SEARCH_KEY: 'k',
};

describe('priceComparisonFor', () => {
  it('has no comparison in production without a feed: no prices are invented', () => {
    expect(priceComparisonFor(configFor(LIVE))).toBeUndefined();
  });

  it('compares with the stand-in’s example stores where the checkout runs embedded, marked as examples', async () => {
    for (const config of [
      configFor({ ENVIRONMENT: 'development' }),
      // A demo deployment that runs the stand-ins on purpose.
      configFor({
        ENVIRONMENT: 'production',
        EMBEDDED_SERVICES: 'checkout,content,search',
        ALGOLIA_SEARCH_KEY: 'demo-search-key',
        SANITY_LOCAL_EDITOR_TOKEN: 'editor-'.padEnd(48, 'x'),
      }),
    ]) {
      const comparison = priceComparisonFor(config);
      expect(comparison?.example).toBe(true);
      const prices = (await comparison?.prices('SKU-1', 'SEK', 50)) ?? [];
      expect(prices.map((entry) => entry.price)).toEqual([56, 53, 48.5]);
      expect(prices.every((entry) => entry.store.length > 0 && !entry.url)).toBe(true);
    }
  });

  it('asks the configured source for the product and checks its answer', async () => {
    const asked: string[] = [];
    const compare = priceComparisonFor(
      configFor({ ...LIVE, PRICE_COMPARISON_URL: 'https://prices.example/api' }),
      async (input) => {
        asked.push(String(input));
        return Response.json([{ store: 'Other', price: 44.9, url: 'https://other.example/p' }]);
      },
    );
    expect(compare?.example).toBe(false);
    expect(await compare?.prices('SKU-1', 'EUR', 40)).toEqual([
      { store: 'Other', price: 44.9, url: 'https://other.example/p' },
    ]);
    expect(asked).toEqual(['https://prices.example/api?sku=SKU-1&currency=EUR']);
    const broken = priceComparisonFor(
      configFor({
        ENVIRONMENT: 'development',
        PRICE_COMPARISON_URL: 'https://prices.example/api',
      }),
      async () => Response.json([{ store: '' }]),
    );
    await expect(broken?.prices('SKU-1', 'EUR', 40)).rejects.toThrow();
  });

  it('gives up on a feed that does not answer within its deadline', async () => {
    let signal: AbortSignal | undefined;
    const hanging = priceComparisonFor(
      configFor({
        ENVIRONMENT: 'development',
        PRICE_COMPARISON_URL: 'https://prices.example/api',
      }),
      (_input, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      },
    );
    await expect(hanging?.prices('SKU-1', 'EUR', 40)).rejects.toThrow(/timed out|abort/i);
    expect(signal?.aborted).toBe(true);
  });
});
