import { z } from 'zod';
import type { Config } from '../../config/config';
import { DEADLINES_MS } from '../deadline';

/** Another store's price for the same product, in the market's currency. */
export interface StorePrice {
  store: string;
  price: number;
  url?: string;
}

const feedSchema = z.array(
  z.object({ store: z.string().min(1), price: z.number().positive(), url: z.url().optional() }),
);

/** Stores of the embedded seed: invented names, prices a fixed step above or below ours. */
const SEED_STORES = [
  { store: 'Nordic Pouch Store', factor: 1.12 },
  { store: 'Snus & Co', factor: 1.06 },
  { store: 'Pouchbay', factor: 0.97 },
] as const;

export type PriceComparison = (
  sku: string,
  currency: string,
  ourPrice: number,
) => Promise<StorePrice[]>;

/**
 * Prices of other stores for the product page: from PRICE_COMPARISON_URL
 * (`?sku=&currency=` → `[{store, price, url?}]`), or, when none is configured, from seed
 * data, so the embedded shop shows the feature working.
 */
export function priceComparisonFor(config: Config, fetcher: typeof fetch = fetch): PriceComparison {
  const source = config.PRICE_COMPARISON_URL;
  if (!source) {
    return async (_sku, _currency, ourPrice) =>
      SEED_STORES.map(({ store, factor }) => ({
        store,
        price: Math.round(ourPrice * factor * 100) / 100,
      }));
  }
  return async (sku, currency) => {
    const url = new URL(source);
    url.searchParams.set('sku', sku);
    url.searchParams.set('currency', currency);
    const response = await fetcher(url, {
      headers: { Accept: 'application/json' },
      // A nice-to-have: it gets a second.
      signal: AbortSignal.timeout(DEADLINES_MS.priceFeed),
    });
    if (!response.ok) throw new Error(`price comparison answered ${response.status}`);
    return feedSchema.parse(await response.json());
  };
}
