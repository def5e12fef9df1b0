export {
  CENTRA_MARKETS,
  DANISH_RULE,
  DENMARK_MARKET,
  EUROPE_MARKET,
  UK_MARKET,
  marketsSelling,
  meetsRule,
  type AssortmentFacts,
  type AssortmentRule,
  type CentraMarket,
} from './assortment';
export { countryName } from './country-name';
export { buildDomainTable, isOnDefaultDomain, type DomainTable } from './domain-table';
export { SHOP_HOSTS_META, parseShopHosts, shopHosts } from './shop-hosts';
export {
  DEFAULT_LANGUAGE,
  ENGLISH_LANGUAGE_NAMES,
  LANGUAGES,
  isSupportedLanguage,
  resolveLanguage,
  type Language,
} from './languages';
export { isLocaleEnabled, parseLocaleLimit } from './locale-limit';
export {
  canonicalUrl,
  hreflangCode,
  everyLanguage,
  hreflangLinks,
  localePrefix,
  localizedPath,
  localizedUrl,
  type HreflangLink,
  type PageVersion,
} from './localized-url';
export { LOCATION_DEFAULTS, locationDefaults, type LocationDefaults } from './location-defaults';
export { DEFAULT_DOMAIN, MARKETS, marketFor, marketLocale, type Market } from './market-table';
export {
  languagesOnHost,
  resolveMarketFromUrl,
  type MarketRequest,
  type ResolvedMarket,
} from './resolve-market';
