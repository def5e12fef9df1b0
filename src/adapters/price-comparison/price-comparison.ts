import { z } from 'zod';
import type { Config } from '../../config/config';
import { DEADLINES_MS } from '../deadline';
import { examplePrices } from '../embedded/price-feed';

/** Another store's price for the same product, in the market's currency. */
export interface StorePrice {
  store: string;
  price: number;
  url?: string;
}

const feedSchema = z.array(
  z.object({ store: z.string().min(1), price: z.number().positive(), url: z.url().optional() }),
);

/** Where the product page's comparison comes from, when it has one. */
export interface PriceComparison {
  /** Invented prices of the embedded stand-in: the page must say they are examples. */
  example: boolean;
  prices: (sku: string, currency: string, ourPrice: number) => Promise<StorePrice[]>;
}

/** The configured feed: `GET {url}?sku=&currency=` → `[{store, price, url?}]`, checked. */
function feedAt(source: string, fetcher: typeof fetch): PriceComparison['prices'] {
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

/**
 * Other stores' prices for the product page: from PRICE_COMPARISON_URL when one is set.
 * Without one, the embedded shop (its checkout on the stand-in: development, tests, a demo
 * that enabled it) shows the stand-in's example stores, marked as examples; a shop on a real
 * Centra shows no comparison at all (undefined), never invented prices.
 */
export function priceComparisonFor(
  config: Config,
  fetcher: typeof fetch = fetch,
): PriceComparison | undefined {
  if (config.PRICE_COMPARISON_URL)
    return { example: false, prices: feedAt(config.PRICE_COMPARISON_URL, fetcher) };
  if (config.services.checkout === 'embedded')
    return { example: true, prices: async (_sku, _currency, ourPrice) => examplePrices(ourPrice) };
  return undefined;
}
