import type { Config } from '../../config/config';
import type { Language } from '../../domain/markets';
import { productIndexName } from '../../domain/search';
import { embeddedEngine } from '../../local/search-engine/embedded-engine';
import { indexCatalogue, type CatalogueReader } from './indexer';
import { adminSearchClientFor } from './search-clients';

const filling = new Map<string, Promise<unknown>>();

/**
 * The embedded engine starts empty in each isolate: the first search of a language runs
 * the indexer for it, in-process, from the catalogue (the very code `npm run index` runs).
 */
export async function ensureEmbeddedIndex(
  config: Config,
  catalogue: CatalogueReader,
  language: Language,
): Promise<void> {
  if (config.services.search !== 'embedded') return;
  const indexName = productIndexName(config.search.indexBase, language);
  // While a fill runs the index already exists (empty): wait for the fill, not for has().
  let pending = filling.get(indexName);
  if (!pending && embeddedEngine.has(indexName)) return;
  if (!pending) {
    pending = indexCatalogue({
      catalogue,
      client: adminSearchClientFor(config),
      indexBase: config.search.indexBase,
      languages: [language],
    })
      .then(() => embeddedEngine.get(indexName).prepare())
      .finally(() => filling.delete(indexName));
    filling.set(indexName, pending);
  }
  await pending;
}
