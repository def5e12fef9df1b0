import type { Config } from '../../config/config';
import { isSupportedLanguage, type Language } from '../../domain/markets';
import { productIndexName } from '../../domain/search';
import { hasEmbeddedIndex, prepareEmbeddedIndex } from '../embedded/search-engine';
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
  if (!pending) {
    if (await hasEmbeddedIndex(indexName)) return;
    // Another search may have started the fill while the engine was asked.
    pending = filling.get(indexName);
  }
  if (!pending) {
    pending = indexCatalogue({
      catalogue,
      client: adminSearchClientFor(config),
      indexBase: config.search.indexBase,
      languages: [language],
    })
      .then(() => prepareEmbeddedIndex(indexName))
      .finally(() => filling.delete(indexName));
    filling.set(indexName, pending);
  }
  await pending;
}

/**
 * Browsers and scripts reach the embedded engine over HTTP: before such a request is
 * answered, the product indices it names (in its path or its body) are filled like the
 * server's own searches are.
 */
export async function ensureIndicesNamedIn(
  config: Config,
  catalogue: CatalogueReader,
  path: string,
  body: string,
): Promise<void> {
  const names = new Set<string>();
  const fromPath = /^\/1\/indexes\/([^/]+)/.exec(path)?.[1];
  if (fromPath && fromPath !== '*') names.add(decodeURIComponent(fromPath));
  try {
    const parsed = JSON.parse(body || '{}') as { requests?: { indexName?: unknown }[] };
    for (const request of parsed.requests ?? [])
      if (typeof request.indexName === 'string') names.add(request.indexName);
  } catch {
    // A body that is not JSON is the engine's to refuse.
  }
  const prefix = `${config.search.indexBase}_`;
  for (const name of names) {
    const language = name.startsWith(prefix) ? name.slice(prefix.length) : undefined;
    if (language && isSupportedLanguage(language))
      await ensureEmbeddedIndex(config, catalogue, language);
  }
}
