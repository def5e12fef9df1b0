import type { Config } from '../../config/config';
import type { BundleConfigReporter } from '../../domain/catalogue';
import { cacheKey, currentGeneration } from '../cache/cache-keys';
import { FRESHNESS } from '../cache/freshness';
import { readThrough } from '../cache/kv-cache';
import { purgeLog } from '../cache/purges';
import { catalogueTags } from './catalogue-tags';
import { catalogueClientFor } from './checkout-services';

export interface CatalogueRequest {
  config: Config;
  env: Env;
  origin: string;
  ctx?: ExecutionContext;
  waitUntil: (promise: Promise<unknown>) => void;
  onBundleWarning?: BundleConfigReporter;
  /** Told when a read answered with catalogue data from before a purge. */
  onPreviousGeneration?: () => void;
  /** Told what each read answered was built from (see `catalogueTags`). */
  onTags?: (tags: readonly string[] | undefined) => void;
}

/**
 * Catalogue reads through the KV cache: fresh for a minute (stock and prices move), served
 * stale while refreshing, and served stale when the Checkout API is down.
 */
export function cachedCatalogue(request: CatalogueRequest) {
  const client = catalogueClientFor(
    request.config,
    request.env,
    request.origin,
    request.ctx,
    request.onBundleWarning,
  );
  const cached = async <T>(
    name: string,
    params: Record<string, unknown>,
    load: () => Promise<T>,
    isMiss: (value: T) => boolean,
  ) => {
    const [generation, purges, key] = await Promise.all([
      currentGeneration(request.env.CACHE, 'catalogue'),
      purgeLog(request.env.CACHE, 'catalogue'),
      cacheKey('catalogue', name, params, 'all'),
    ]);
    return readThrough(request.env.CACHE, key, load, {
      ...FRESHNESS.catalogue,
      generation,
      waitUntil: request.waitUntil,
      isMiss,
      tagsOf: (value) => catalogueTags(name, value),
      ...(purges ? { purges } : {}),
      ...(request.onTags ? { onTags: request.onTags } : {}),
      ...(request.onPreviousGeneration
        ? { onPreviousGeneration: request.onPreviousGeneration }
        : {}),
    });
  };
  // Unknown URIs and product ids are answered, never stored: anyone can ask for endless ones.
  const noProducts = (result: { products: unknown[] }) => result.products.length === 0;
  return {
    client,
    shippingCountries: () =>
      cached(
        'shipping-countries',
        {},
        () => client.shippingCountries(),
        (countries) => countries.length === 0,
      ),
    products: (language: string, query: Parameters<typeof client.products>[1] = {}) =>
      cached('products', { language, query }, () => client.products(language, query), noProducts),
    categories: (language: string) =>
      cached(
        'categories',
        { language },
        () => client.categories(language),
        (categories) => categories.length === 0,
      ),
    /** A product or a category (with its products) by URI; null when nothing has it. */
    byUri: (uri: string, language: string) =>
      cached(
        'uri',
        { uri, language },
        () => client.byUri(uri, language, { limit: 1000 }),
        (found) => found === null,
      ),
  };
}
