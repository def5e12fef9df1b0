import { DENMARK_MARKET, EUROPE_MARKET, UK_MARKET } from './assortment';
import type { Language } from './languages';

export interface Market {
  language: Language;
  /** ISO 3166 alpha-2 country the market sells to. */
  country: string;
  countryName: string;
  /** The language's own name, for the locale dialog. */
  nativeName: string;
  currency: string;
  /** Centra pricelist id (a number in Centra's data). */
  pricelist: number;
  /** Centra market id: the assortment sold there (the UK and Denmark have their own). */
  centraMarket: number;
  /** Finland and the default language share the default domain; the rest have their own. */
  onDefaultDomain: boolean;
  /** Production host of the market's own domain (the default domain for those on it). */
  domain: string;
}

export const DEFAULT_DOMAIN = 'pouchatlas.com';

/** The markets with their own assortment, by pricelist; every other sells Europe's range. */
const MARKET_OF_PRICELIST: Readonly<Record<number, number>> = { 23: UK_MARKET, 22: DENMARK_MARKET };

const market = (
  language: Language,
  country: string,
  countryName: string,
  nativeName: string,
  currency: string,
  pricelist: number,
  domain: string,
): Market => ({
  language,
  country,
  countryName,
  nativeName,
  currency,
  pricelist,
  centraMarket: MARKET_OF_PRICELIST[pricelist] ?? EUROPE_MARKET,
  onDefaultDomain: domain === DEFAULT_DOMAIN,
  domain,
});

/** One row per language. */
export const MARKETS: readonly Market[] = [
  market('en', 'GB', 'United Kingdom', 'English', 'GBP', 23, DEFAULT_DOMAIN),
  market('de', 'DE', 'Germany', 'Deutsch', 'EUR', 21, 'pouchatlas.de'),
  market('sv', 'SE', 'Sweden', 'Svenska', 'SEK', 20, 'pouchatlas.se'),
  market('fi', 'FI', 'Finland', 'Suomi', 'EUR', 21, DEFAULT_DOMAIN),
  market('da', 'DK', 'Denmark', 'Dansk', 'DKK', 22, 'pouchatlas.dk'),
  market('nl', 'NL', 'Netherlands', 'Nederlands', 'EUR', 21, 'pouchatlas.nl'),
  market('fr', 'FR', 'France', 'Français', 'EUR', 21, 'pouchatlas.fr'),
  market('it', 'IT', 'Italy', 'Italiano', 'EUR', 21, 'pouchatlas.it'),
  market('lt', 'LT', 'Lithuania', 'Lietuvių', 'EUR', 21, 'pouchatlas.lt'),
  market('cs', 'CZ', 'Czechia', 'Čeština', 'CZK', 24, 'pouchatlas.cz'),
  market('pl', 'PL', 'Poland', 'Polski', 'PLN', 25, 'pouchatlas.pl'),
  market('sk', 'SK', 'Slovakia', 'Slovenčina', 'EUR', 21, 'pouchatlas.sk'),
  market('hu', 'HU', 'Hungary', 'Magyar', 'HUF', 26, 'pouchatlas.hu'),
  market('lv', 'LV', 'Latvia', 'Latviešu', 'EUR', 21, 'pouchatlas.lv'),
  market('es', 'ES', 'Spain', 'Español', 'EUR', 21, 'pouchatlas.es'),
  market('el', 'GR', 'Greece', 'Ελληνικά', 'EUR', 21, 'pouchatlas.gr'),
  market('hr', 'HR', 'Croatia', 'Hrvatski', 'EUR', 21, 'pouchatlas.hr'),
  market('et', 'EE', 'Estonia', 'Eesti', 'EUR', 21, 'pouchatlas.ee'),
];

const byLanguage = new Map(MARKETS.map((entry) => [entry.language, entry]));

export function marketFor(language: Language): Market {
  // The table covers every Language, so this lookup cannot miss.
  return byLanguage.get(language)!;
}

/**
 * The Centra market whose assortment may go to a country: the market of the shop's that sells
 * there (the UK's and Denmark's have their own), else Europe's, which every other country buys.
 */
export function centraMarketOfCountry(country: string): number {
  const code = country.toUpperCase();
  return MARKETS.find((entry) => entry.country === code)?.centraMarket ?? EUROPE_MARKET;
}

/**
 * The locale a market writes dates in: its language as its country writes it. English is the
 * UK's (en-GB: 5 March 2026), not the generic `en`, which `Intl` writes as the US does.
 */
export const marketLocale = (language: Language) => `${language}-${marketFor(language).country}`;
