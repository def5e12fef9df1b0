import { EMBEDDED_SEARCH_PATH } from '../adapters/search/engine-path';
import type { Config } from './config';

/**
 * The only configuration that may reach the browser. Anything not listed here
 * (secrets, the Sanity read token, admin keys) stays in the worker.
 */
export interface PublicConfig {
  shopName: string;
  environment: Config['ENVIRONMENT'];
  services: Config['services'];
  /** Search from the browser: the search-only key, never the admin key. */
  search: { appId: string; searchKey: string; indexBase: string; enginePath?: string };
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    shopName: config.PUBLIC_SHOP_NAME,
    environment: config.ENVIRONMENT,
    services: config.services,
    search: {
      appId: config.search.appId,
      searchKey: config.search.searchKey,
      indexBase: config.search.indexBase,
      // Embedded: the browser searches the worker's own engine, same origin.
      ...(config.services.search === 'embedded' ? { enginePath: EMBEDDED_SEARCH_PATH } : {}),
    },
  };
}
