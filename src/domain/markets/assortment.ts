import type { Flavour } from '../catalogue/product';

/**
 * What a country's law lets a shop sell there. A market with a rule sells only the products
 * that meet it; the catalogue, search, product pages and carts of that market follow.
 */
interface AssortmentRule {
  /** Highest nicotine content per pouch, in milligrams. */
  maxNicotineMgPerPouch: number;
  /** The only flavours allowed. */
  flavours: readonly Flavour[];
  /** Only tobacco-free pouches (every pouch this shop sells is tobacco-free today). */
  tobaccoFreeOnly: boolean;
}

/** The facts of a product a rule looks at. */
export interface AssortmentFacts {
  nicotineMgPerPouch: number;
  flavour: Flavour;
  tobaccoFree: boolean;
}

/** A Centra market: an assortment, with the rule that decides it where the law sets one. */
interface CentraMarket {
  id: number;
  name: string;
  /** Markets whose whole range this one starts from, before its rule narrows it. */
  rangeOf?: number;
  rule?: AssortmentRule;
}

export const EUROPE_MARKET = 1;
export const UK_MARKET = 2;
export const DENMARK_MARKET = 3;

/**
 * Denmark from 2025: at most 9 mg nicotine per pouch, and of flavours only mint/menthol and
 * the natural (unflavoured) taste.
 */
const DANISH_RULE: AssortmentRule = {
  maxNicotineMgPerPouch: 9,
  flavours: ['mint', 'natural'],
  tobaccoFreeOnly: true,
};

const CENTRA_MARKETS: readonly CentraMarket[] = [
  { id: EUROPE_MARKET, name: 'Europe' },
  { id: UK_MARKET, name: 'United Kingdom' },
  { id: DENMARK_MARKET, name: 'Denmark', rangeOf: EUROPE_MARKET, rule: DANISH_RULE },
];

/** Whether the law behind a rule allows the product. */
function meetsRule(facts: AssortmentFacts, rule: AssortmentRule): boolean {
  return (
    facts.nicotineMgPerPouch <= rule.maxNicotineMgPerPouch &&
    rule.flavours.includes(facts.flavour) &&
    (!rule.tobaccoFreeOnly || facts.tobaccoFree)
  );
}

/**
 * The markets a product is sold in: the markets its range was assigned to, plus every
 * market with a rule whose range it belongs to and whose rule it meets.
 */
export function marketsSelling(assigned: readonly number[], facts: AssortmentFacts): number[] {
  const markets = new Set(assigned);
  for (const market of CENTRA_MARKETS) {
    if (market.rule && market.rangeOf && assigned.includes(market.rangeOf)) {
      if (meetsRule(facts, market.rule)) markets.add(market.id);
      else markets.delete(market.id);
    }
  }
  return [...markets].sort((a, b) => a - b);
}
