export { DENMARK_MARKET, EUROPE_MARKET, UK_MARKET, marketsSelling } from './assortment';
export { countryName } from './country-name';
export { buildDomainTable, type DomainTable } from './domain-table';
export { SHOP_HOSTS_META, shopHosts } from './shop-hosts';
export {
  DEFAULT_LANGUAGE,
  ENGLISH_LANGUAGE_NAMES,
  LANGUAGES,
  isSupportedLanguage,
  type Language,
} from './languages';
export { parseLocaleLimit } from './locale-limit';
export {
  everyLanguage,
  hreflangLinks,
  localePrefix,
  localizedPath,
  localizedUrl,
  type HreflangLink,
  type PageVersion,
} from './localized-url';
export { MARKETS, centraMarketOfCountry, marketFor, type Market } from './market-table';
export { languagesOnHost, resolveMarketFromUrl } from './resolve-market';
