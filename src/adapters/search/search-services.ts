import type { Config } from '../../config/config';
import type { Language } from '../../domain/markets';
import { catalogueClientFor } from '../checkout/checkout-services';
import { ensureEmbeddedIndex } from './embedded-fill';
import { createProductSearch, type ProductSearchRequest } from './product-search';
import { searchClientFor } from './search-clients';

/** Product search for one request's language, wired to Algolia or the embedded engine by config. */
export function productSearchFor(
  config: Config,
  env: Env,
  origin: string,
  language: Language,
  ctx?: ExecutionContext,
) {
  const search = createProductSearch(
    searchClientFor(config),
    config.search.indexBase,
    language,
    (hit) => console.warn('search: a hit without a record shape was left out', hit),
  );
  return {
    indexName: search.indexName,
    async search(request: ProductSearchRequest) {
      await ensureEmbeddedIndex(config, catalogueClientFor(config, env, origin, ctx), language);
      return search.search(request);
    },
  };
}
