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

export const canonicalUrl = localizedUrl;

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

export function hreflangLinks(
  path: string,
  {
    domains,
    enabledLocales,
    protocol = 'https',
  }: { domains: DomainTable; enabledLocales: readonly Language[]; protocol?: string },
): HreflangLink[] {
  const links = enabledLocales.map((language) => ({
    hreflang: hreflangCode(language),
    href: localizedUrl(language, path, domains, protocol),
  }));
  links.push({
    hreflang: 'x-default',
    href: localizedUrl(DEFAULT_LANGUAGE, path, domains, protocol),
  });
  return links;
}
