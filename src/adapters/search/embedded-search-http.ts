import type { Config } from '../../config/config';
import { EMBEDDED_SEARCH_PATH } from '../../config/service-paths';
import { embeddedSearch } from '../embedded/search-engine';
import { ensureIndicesNamedIn } from './embedded-fill';
import type { CatalogueReader } from './indexer';

export type SearchHttpHandler = (request: Request) => Promise<Response>;

/**
 * The embedded engine over HTTP at its same-origin path (embedded mode only): the indices a
 * request names are filled from the catalogue first, as the server's own searches are.
 */
export function embeddedSearchHandler(
  config: Config,
  catalogue: CatalogueReader,
): SearchHttpHandler | undefined {
  if (config.services.search !== 'embedded') return undefined;
  return async (request) => {
    const url = new URL(request.url);
    url.pathname = url.pathname.slice(EMBEDDED_SEARCH_PATH.length);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    await ensureIndicesNamedIn(config, catalogue, url.pathname, body).catch((error: unknown) =>
      console.warn('search: filling the embedded index failed', error),
    );
    return embeddedSearch(config)(
      new Request(url, {
        method: request.method,
        headers: request.headers,
        ...(body ? { body } : {}),
      }),
    );
  };
}
