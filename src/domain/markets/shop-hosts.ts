import type { DomainTable } from './domain-table';

/**
 * The meta element in which the page serving the Studio lists the deployment's shop hosts
 * (space-separated), so the Studio's rules know the domains the deployment configured.
 */
export const SHOP_HOSTS_META = 'shop-hosts';

const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

/** Host names only: lower case, and nothing that is not one (so the list is safe to write out). */
const hostsIn = (values: Iterable<string>): string[] => [
  ...new Set(
    [...values].map((value) => value.trim().toLowerCase()).filter((value) => HOST.test(value)),
  ),
];

/** Every host the shop answers on, each once. */
export function shopHosts(table: DomainTable): string[] {
  return hostsIn(Object.values(table.hosts));
}

/** The hosts a `shop-hosts` meta element lists. */
export function parseShopHosts(content: string): string[] {
  return hostsIn(content.split(/\s+/));
}
