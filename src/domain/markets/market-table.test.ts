import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { DENMARK_MARKET, EUROPE_MARKET, UK_MARKET } from './assortment';
import { DEFAULT_DOMAIN, MARKETS, centraMarketOfCountry, marketFor } from './market-table';

describe('market table', () => {
  it('has one market per language', () => {
    expect(MARKETS.map((market) => market.language).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each([
    ['de', 'DE', 'EUR'],
    ['sv', 'SE', 'SEK'],
    ['fi', 'FI', 'EUR'],
    ['da', 'DK', 'DKK'],
    ['nl', 'NL', 'EUR'],
    ['fr', 'FR', 'EUR'],
    ['it', 'IT', 'EUR'],
    ['lt', 'LT', 'EUR'],
    ['cs', 'CZ', 'CZK'],
    ['pl', 'PL', 'PLN'],
    ['sk', 'SK', 'EUR'],
    ['hu', 'HU', 'HUF'],
    ['lv', 'LV', 'EUR'],
    ['es', 'ES', 'EUR'],
    ['el', 'GR', 'EUR'],
    ['hr', 'HR', 'EUR'],
    ['et', 'EE', 'EUR'],
  ] as const)('%s sells to %s in %s', (language, country, currency) => {
    expect(marketFor(language)).toMatchObject({ country, currency });
  });

  it('puts only English and Finland on the default domain', () => {
    const onDefault = MARKETS.filter((market) => market.onDefaultDomain).map((m) => m.language);
    expect(onDefault).toEqual(['en', 'fi']);
    expect(marketFor('fi').domain).toBe(DEFAULT_DOMAIN);
  });

  it('gives every other market a domain of its own', () => {
    const domains = MARKETS.filter((m) => !m.onDefaultDomain).map((m) => m.domain);
    expect(new Set(domains).size).toBe(domains.length);
  });

  it('uses the Swedish pricelist 20 for SEK, as the location defaults assume', () => {
    expect(marketFor('sv').pricelist).toBe(20);
  });

  it.each([
    ['DK', DENMARK_MARKET],
    ['dk', DENMARK_MARKET],
    ['GB', UK_MARKET],
    ['SE', EUROPE_MARKET],
    // Countries outside the shop's markets buy Europe's range.
    ['NO', EUROPE_MARKET],
  ])('sends to %s what Centra market %i sells', (country, centraMarket) => {
    expect(centraMarketOfCountry(country)).toBe(centraMarket);
  });
});
