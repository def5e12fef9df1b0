import type { Config } from '../../config/config';
import type { BundleConfigReporter } from '../../domain/catalogue';
import { cacheKey } from '../cache/cache-keys';
import { FRESHNESS } from '../cache/freshness';
import { readThrough } from '../cache/kv-cache';
import { purgeView } from '../cache/purges';
import { catalogueTags } from './catalogue-tags';
import { catalogueClientFor } from './checkout-services';

export interface CatalogueRequest {
  config: Config;
  env: Env;
  origin: string;
  ctx?: ExecutionContext;
  waitUntil: (promise: Promise<unknown>) => void;
  onBundleWarning?: BundleConfigReporter;
  /** Told when a read answered with catalogue data that may lack a purge (see ReadThroughOptions). */
  onOutdated?: () => void;
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
    const [view, key] = await Promise.all([
      purgeView(request.env.DB),
      cacheKey('catalogue', name, params, 'all'),
    ]);
    return readThrough(request.env.CACHE, key, load, {
      ...FRESHNESS.catalogue,
      waitUntil: request.waitUntil,
      isMiss,
      tagsOf: (value) => catalogueTags(name, value),
      ...(view ? { purges: { view, scope: 'catalogue' as const } } : {}),
      ...(request.onTags ? { onTags: request.onTags } : {}),
      ...(request.onOutdated ? { onOutdated: request.onOutdated } : {}),
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
    /** The filters the catalogue offers and their values (its filter read, no products). */
    filters: (language: string) =>
      cached(
        'filters',
        { language },
        () => client.filters(language),
        (filters) => filters.length === 0,
      ),
    brands: () =>
      cached(
        'brands',
        {},
        () => client.brands(),
        (brands) => brands.length === 0,
      ),
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
