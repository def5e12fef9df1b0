import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { PublicConfig } from '../../src/contract/public-config';

/**
 * The browser's search client: Algolia's lite client (XHR, credentials in the query string,
 * the shop's 1 s / 2 s / 30 s timeouts), pointed at Algolia, or in embedded mode at the
 * worker's own engine on the page's origin, or at the hosts the deployment names.
 */
export function browserSearchClient(
  search: PublicConfig['search'],
  location: Pick<Location, 'host' | 'protocol'>,
): LiteClient {
  if (search.hosts) {
    return liteClient(search.appId, search.searchKey, {
      hosts: search.hosts.map((origin) => {
        const url = new URL(origin);
        return {
          url: url.host,
          accept: 'read' as const,
          protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const),
        };
      }),
    });
  }
  if (!search.enginePath) return liteClient(search.appId, search.searchKey);
  return liteClient(search.appId, search.searchKey, {
    hosts: [
      {
        url: `${location.host}${search.enginePath}`,
        accept: 'read',
        protocol: location.protocol === 'https:' ? 'https' : 'http',
      },
    ],
  });
}
