import { createFetchRequester } from '@algolia/requester-fetch';
import { searchClient, type SearchClient } from '@algolia/client-search';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { Config } from '../../config/config';
import { embeddedSearch, inProcessRequester } from '../embedded/search-engine';

/** Connect 1 s, read 2 s, write 30 s: the shop's timeouts, set because the Worker build defaults to 2/5/30. */
const SEARCH_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 };

/** The host name the in-process requester answers to; it never reaches a network. */
const EMBEDDED_HOST = { url: 'search.embedded', accept: 'readWrite', protocol: 'http' } as const;

/** The hosts ALGOLIA_HOSTS names, as the client takes them; none: the application's own. */
export function algoliaHostsOf(origins: readonly string[]) {
  return origins.map((origin) => {
    const url = new URL(origin);
    return {
      url: url.host,
      protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
      accept: 'readWrite' as const,
    };
  });
}

function transport(config: Config) {
  if (config.services.search === 'live')
    return {
      requester: createFetchRequester(),
      timeouts: SEARCH_TIMEOUTS,
      ...(config.ALGOLIA_HOSTS.length > 0 ? { hosts: algoliaHostsOf(config.ALGOLIA_HOSTS) } : {}),
    };
  return {
    hosts: [EMBEDDED_HOST],
    requester: inProcessRequester(embeddedSearch(config)),
    timeouts: SEARCH_TIMEOUTS,
  };
}

const lite = new WeakMap<Config, LiteClient>();

/**
 * The search client the server uses: Algolia's lite client, with the fetch requester live
 * (its default XHR requester does not exist in Workers), or in-process to the embedded engine.
 */
export function searchClientFor(config: Config): LiteClient {
  let client = lite.get(config);
  if (!client) {
    client = liteClient(config.search.appId, config.search.searchKey, transport(config));
    lite.set(config, client);
  }
  return client;
}

/** The writing client (indexing only), with the admin key. */
export function adminSearchClientFor(config: Config): SearchClient {
  const adminKey = config.search.adminKey;
  if (!adminKey) throw new Error('ALGOLIA_ADMIN_KEY is needed to write to the Algolia index');
  return searchClient(config.search.appId, adminKey, transport(config));
}
