import { buildDomainTable } from '../../src/domain/markets/domain-table';
import { parseShopHosts, SHOP_HOSTS_META, shopHosts } from '../../src/domain/markets/shop-hosts';

/** Every host of the built-in market table: the shop's domains where no deployment says. */
const BUILT_IN_DOMAINS: readonly string[] = shopHosts(buildDomainTable());

/**
 * The shop's domains: the deployment's (its MARKET_DOMAINS over the built-in table), as the
 * worker serving the Studio lists them in the page; the built-in table's where no page lists
 * them (a Studio run on its own, the tests).
 */
export function shopDomains(
  page: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): readonly string[] {
  const listed = page?.querySelector(`meta[name="${SHOP_HOSTS_META}"]`)?.getAttribute('content');
  const hosts = listed ? parseShopHosts(listed) : [];
  return hosts.length > 0 ? hosts : BUILT_IN_DOMAINS;
}
