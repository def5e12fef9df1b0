import type { DomainTable } from './domain-table';
import { isOnDefaultDomain } from './domain-table';
import { DEFAULT_LANGUAGE, LANGUAGES, isSupportedLanguage, type Language } from './languages';
import { isLocaleEnabled } from './locale-limit';
import { marketFor, type Market } from './market-table';

export interface MarketRequest {
  host: string;
  pathname: string;
  domains: DomainTable;
  enabledLocales: readonly Language[];
}

export interface ResolvedMarket {
  market: Market;
  /** The path with any locale prefix removed; always starts with '/'. */
  pathWithoutLocale: string;
  hasLocalePrefix: boolean;
}

const hostname = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/** Each country domain's language, by host name; worked out once per table (every request asks). */
const countryDomains = new WeakMap<DomainTable, Map<string, Language>>();

function countryDomainLanguage(host: string, domains: DomainTable): Language | undefined {
  let byHost = countryDomains.get(domains);
  if (!byHost) {
    const home = hostname(domains.defaultDomain);
    byHost = new Map();
    for (const language of LANGUAGES) {
      const name = hostname(domains.hosts[language]);
      if (name !== home && !byHost.has(name)) byHost.set(name, language);
    }
    countryDomains.set(domains, byHost);
  }
  return byHost.get(hostname(host));
}

/**
 * Host and path to market: a country domain serves its language without a prefix; the
 * default domain (and any unknown host) serves the default language, and the other
 * languages it hosts under /{locale}. Disabled locales resolve to the default language.
 */
export function resolveMarketFromUrl({
  host,
  pathname,
  domains,
  enabledLocales,
}: MarketRequest): ResolvedMarket {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const domainLanguage = countryDomainLanguage(host, domains);
  if (domainLanguage) {
    const language = isLocaleEnabled(domainLanguage, enabledLocales)
      ? domainLanguage
      : DEFAULT_LANGUAGE;
    return { market: marketFor(language), pathWithoutLocale: path, hasLocalePrefix: false };
  }

  const [, first = '', ...rest] = path.split('/');
  if (
    isSupportedLanguage(first) &&
    first !== DEFAULT_LANGUAGE &&
    isOnDefaultDomain(first, domains) &&
    isLocaleEnabled(first, enabledLocales)
  ) {
    return {
      market: marketFor(first),
      pathWithoutLocale: `/${rest.join('/')}`,
      hasLocalePrefix: true,
    };
  }
  return { market: marketFor(DEFAULT_LANGUAGE), pathWithoutLocale: path, hasLocalePrefix: false };
}

/**
 * The languages a host serves as its own pages: a country domain its language, the default
 * domain (and any unknown host) the default language and every enabled one under a prefix.
 */
export function languagesOnHost(
  host: string,
  domains: DomainTable,
  enabledLocales: readonly Language[],
): Language[] {
  const domainLanguage = countryDomainLanguage(host, domains);
  // A country domain whose market is switched off serves no pages of its own.
  if (domainLanguage)
    return isLocaleEnabled(domainLanguage, enabledLocales) ? [domainLanguage] : [];
  return [
    DEFAULT_LANGUAGE,
    ...LANGUAGES.filter(
      (language) =>
        language !== DEFAULT_LANGUAGE &&
        isOnDefaultDomain(language, domains) &&
        isLocaleEnabled(language, enabledLocales),
    ),
  ];
}
