import { describe, expect, it } from 'vitest';
import { wordOf, wordsInSource } from './words-in-source';

const KNOWN = [
  'addToCart',
  'cartWithCount_one',
  'cartWithCount_other',
  'sort_price',
  'sort_name',
  'footerNotice',
  'search',
];

describe('wordsInSource', () => {
  it('finds the words a component writes as strings, in any quotes', () => {
    const source = `t('addToCart'); t("search"); const label = \`search\`;`;
    expect(wordsInSource([source], KNOWN)).toEqual(['addToCart', 'search']);
  });

  it('keeps a plural word with every form, whichever form the dictionary lists', () => {
    expect(wordsInSource([`t('cartWithCount', { count })`], KNOWN)).toEqual(['cartWithCount']);
    expect(wordOf('cartWithCount_few')).toBe('cartWithCount');
    expect(wordOf('search')).toBe('search');
  });

  it('follows key templates to every word they can build', () => {
    expect(wordsInSource(['t(`sort_${method}`)'], KNOWN)).toEqual(['sort_name', 'sort_price']);
  });

  it('leaves out words only the server writes', () => {
    expect(wordsInSource([`t('addToCart')`, 'const x = footer;'], KNOWN)).not.toContain(
      'footerNotice',
    );
  });
});
