import type { Config } from '../../config/config';
import type { Language } from '../../domain/markets';
import { ensureEmbeddedIndex } from './embedded-fill';
import type { CatalogueReader } from './indexer';
import { createProductSearch, type ProductSearchRequest } from './product-search';
import { searchClientFor } from './search-clients';

/** Product search for one request's language, wired to Algolia or the embedded engine by config. */
export function productSearchFor(config: Config, catalogue: CatalogueReader, language: Language) {
  const search = createProductSearch(
    searchClientFor(config),
    config.search.indexBase,
    language,
    (hit) => console.warn('search: a hit without a record shape was left out', hit),
  );
  return {
    indexName: search.indexName,
    async search(request: ProductSearchRequest) {
      await ensureEmbeddedIndex(config, catalogue, language);
      return search.search(request);
    },
  };
}
