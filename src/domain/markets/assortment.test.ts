import { describe, expect, it } from 'vitest';
import { DANISH_RULE, DENMARK_MARKET, marketsSelling, meetsRule } from './assortment';

const mint = { nicotineMgPerPouch: 9, flavour: 'mint', tobaccoFree: true } as const;

describe('Danish assortment', () => {
  it('allows tobacco-free mint and natural pouches up to 9 mg', () => {
    expect(meetsRule(mint, DANISH_RULE)).toBe(true);
    expect(meetsRule({ ...mint, flavour: 'natural' }, DANISH_RULE)).toBe(true);
  });

  it('refuses stronger pouches, other flavours and tobacco', () => {
    expect(meetsRule({ ...mint, nicotineMgPerPouch: 10 }, DANISH_RULE)).toBe(false);
    for (const flavour of ['berry', 'citrus', 'cola', 'coffee', 'fruit', 'liquorice'] as const)
      expect(meetsRule({ ...mint, flavour }, DANISH_RULE), flavour).toBe(false);
    expect(meetsRule({ ...mint, tobaccoFree: false }, DANISH_RULE)).toBe(false);
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
