import { buildDomainTable } from '../../src/domain/markets/domain-table';

/** Every host the shop runs on, from the built-in market table. */
export const SHOP_DOMAINS: readonly string[] = [
  ...new Set(Object.values(buildDomainTable().hosts)),
];
