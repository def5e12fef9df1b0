import { LANGUAGES, type Language } from './languages';
import { DEFAULT_DOMAIN, marketFor } from './market-table';

/** Which host serves each language; configurable because domains differ per deployment. */
export interface DomainTable {
  defaultDomain: string;
  hosts: Record<Language, string>;
}

/**
 * The built-in table with configured hosts laid over it. Overriding `en` moves the
 * default domain; Finland always follows it.
 */
export function buildDomainTable(
  overrides: Partial<Record<string, string>> = {},
  defaultDomain: string = overrides.en ?? DEFAULT_DOMAIN,
): DomainTable {
  const home = defaultDomain.trim().toLowerCase();
  const hosts = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const market = marketFor(language);
    hosts[language] = market.onDefaultDomain
      ? home
      : (overrides[language]?.trim().toLowerCase() ?? market.domain);
  }
  return { defaultDomain: home, hosts };
}

export function isOnDefaultDomain(language: Language, table: DomainTable): boolean {
  return table.hosts[language] === table.defaultDomain;
}
