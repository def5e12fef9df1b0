import { describe, expect, it } from 'vitest';
import { DENMARK_MARKET, EUROPE_MARKET, marketsSelling, type AssortmentFacts } from './assortment';

const mint = { nicotineMgPerPouch: 9, flavour: 'mint', tobaccoFree: true } as const;

/** Whether Denmark sells a product of Europe's range with these facts. */
const soldInDenmark = (facts: AssortmentFacts) =>
  marketsSelling([EUROPE_MARKET], facts).includes(DENMARK_MARKET);

describe('Danish assortment', () => {
  it('allows tobacco-free mint and natural pouches up to 9 mg', () => {
    expect(soldInDenmark(mint)).toBe(true);
    expect(soldInDenmark({ ...mint, flavour: 'natural' })).toBe(true);
  });

  it('refuses stronger pouches, other flavours and tobacco', () => {
    expect(soldInDenmark({ ...mint, nicotineMgPerPouch: 10 })).toBe(false);
    for (const flavour of ['berry', 'citrus', 'cola', 'coffee', 'fruit', 'liquorice'] as const)
      expect(soldInDenmark({ ...mint, flavour }), flavour).toBe(false);
    expect(soldInDenmark({ ...mint, tobaccoFree: false })).toBe(false);
  });

  it('adds Denmark to a European product that meets the rule, and only then', () => {
    expect(marketsSelling([1, 2], mint)).toEqual([1, 2, DENMARK_MARKET]);
    expect(marketsSelling([1], { ...mint, flavour: 'berry' })).toEqual([1]);
    // A UK-only product is outside Denmark's range, whatever it is.
    expect(marketsSelling([2], mint)).toEqual([2]);
    // An assignment the rule forbids is taken away.
    expect(marketsSelling([1, DENMARK_MARKET], { ...mint, nicotineMgPerPouch: 12 })).toEqual([1]);
  });
});
