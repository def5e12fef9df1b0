import { describe, expect, it } from 'vitest';
import { normalize, tokenize } from './normalize';
import { allowedTypos, prefixTypoDistance, typoDistance } from './typo-distance';

const settings = { minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, typoTolerance: true as const };

describe('typoDistance', () => {
  it.each([
    ['mint', 'mint', 0],
    ['mnit', 'mint', 1],
    ['mit', 'mint', 1],
    ['minty', 'mint', 1],
    ['mant', 'mint', 1],
    ['watermelone', 'watermelon', 1],
    ['abc', 'xyz', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(typoDistance(a, b, 2)).toBe(Math.min(distance, 3));
  });

  it('stops early beyond the maximum', () => {
    expect(typoDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('measures a prefix with typos', () => {
    expect(prefixTypoDistance('mnit', 'mintgrön', 1)).toBe(1);
    expect(prefixTypoDistance('espr', 'espresso', 1)).toBe(0);
  });
});

describe('allowedTypos', () => {
  it('allows none below 4 letters, one from 4, two from 8, none on numbers', () => {
    expect(allowedTypos('ice', settings)).toBe(0);
    expect(allowedTypos('mint', settings)).toBe(1);
    expect(allowedTypos('watermelon', settings)).toBe(2);
    expect(allowedTypos('12345678', settings)).toBe(0);
    expect(allowedTypos('watermelon', { ...settings, typoTolerance: false })).toBe(0);
  });
});

describe('normalize and tokenize', () => {
  it('folds case, diacritics and special letters, drops apostrophes', () => {
    expect(normalize('Jalapeño ÆRØ Straße don’t')).toBe('jalapeno aero strasse dont');
  });

  it('keeps each word’s place in the original text', () => {
    expect(tokenize('Ice-Mint, Jalapeño')).toEqual([
      { word: 'ice', start: 0, end: 3 },
      { word: 'mint', start: 4, end: 8 },
      { word: 'jalapeno', start: 10, end: 18 },
    ]);
  });
});
