import { isOnDefaultDomain, type DomainTable } from './domain-table';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { marketFor } from './market-table';

/** '/fi' for a non-default language on the default domain, '' otherwise. */
export function localePrefix(language: Language, domains: DomainTable): string {
  return language !== DEFAULT_LANGUAGE && isOnDefaultDomain(language, domains)
    ? `/${language}`
    : '';
}

/** A path as the given language serves it: the prefix added, no trailing slash but the root. */
export function localizedPath(language: Language, path: string, domains: DomainTable): string {
  const clean = `/${path.split('/').filter(Boolean).join('/')}`;
  const prefix = localePrefix(language, domains);
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

export function localizedUrl(
  language: Language,
  path: string,
  domains: DomainTable,
  protocol = 'https',
): string {
  return `${protocol}://${domains.hosts[language]}${localizedPath(language, path, domains)}`;
}

/**
 * hreflang values: the default language stays generic ('en'), the others name the
 * country they are sold in ('sv-SE'), because each market is a country shop.
 */
export function hreflangCode(language: Language): string {
  return language === DEFAULT_LANGUAGE ? language : `${language}-${marketFor(language).country}`;
}

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** One language's version of a page: its path below the locale (a post's slug differs). */
export interface PageVersion {
  language: Language;
  path: string;
}

/** The shop's own pages exist in every language at the same path. */
export function everyLanguage(path: string, languages: readonly Language[]): PageVersion[] {
  return languages.map((language) => ({ language, path }));
}

/**
 * The alternates of a page: only the enabled languages where it exists, each on its own
 * domain, and `x-default` on the English version when there is one.
 */
export function hreflangLinks(
  versions: readonly PageVersion[],
  {
    domains,
    enabledLocales,
    protocol = 'https',
  }: { domains: DomainTable; enabledLocales: readonly Language[]; protocol?: string },
): HreflangLink[] {
  const served = versions.filter(({ language }) => enabledLocales.includes(language));
  const links = served.map(({ language, path }) => ({
    hreflang: hreflangCode(language),
    href: localizedUrl(language, path, domains, protocol),
  }));
  const english = served.find(({ language }) => language === DEFAULT_LANGUAGE);
  if (english)
    links.push({
      hreflang: 'x-default',
      href: localizedUrl(DEFAULT_LANGUAGE, english.path, domains, protocol),
    });
  return links;
}
