import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-error';
import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filters-arrays';
import { parseFilters } from './filters-expression';

const record = {
  brand: 'Fjordlys',
  format: 'slim',
  price: 49,
  strengthLevel: 3,
  sale: true,
  _tags: ['news'],
  nested: { level: 2 },
  colours: ['blue', 'white'],
};

describe('parseFilters', () => {
  it.each([
    ['brand:Fjordlys', true],
    ['brand:fjordlys', true],
    ['brand:"Fjordlys"', true],
    ['brand:Other', false],
    ['price:40 TO 49', true],
    ['price:50 TO 60', false],
    ['price < 50', true],
    ['price<=49', true],
    ['price != 49', false],
    ['strengthLevel = 3 AND brand:Fjordlys', true],
    ['brand:Other OR format:slim', true],
    ['NOT brand:Other', true],
    ['news', true],
    ['_tags:News', false],
    ['sale:true', true],
    ['nested.level > 1', true],
    ['colours:white', true],
    ['(brand:Other OR brand:Fjordlys) AND NOT format:mini', true],
    ['', true],
  ])('%s → %s', (filter, expected) => {
    expect(parseFilters(filter)(record)).toBe(expected);
  });

  it.each([
    'brand:',
    'brand:Fjordlys AND',
    '(brand:Fjordlys',
    'price < many',
    'price:1 TO',
    'brand:"open',
    'OR brand:x',
    'a:b )',
  ])('refuses "%s" with a message', (filter) => {
    expect(() => parseFilters(filter)).toThrow(FilterError);
  });
});

describe('array filters', () => {
  it('reads facetFilters: AND of conditions, OR inside a nested list, - to negate', () => {
    expect(parseFacetFilters(['brand:Fjordlys', ['format:mini', 'format:slim']])(record)).toBe(
      true,
    );
    expect(parseFacetFilters(['format:-slim'])(record)).toBe(false);
    expect(parseFacetFilters('brand:Fjordlys,format:slim')(record)).toBe(true);
    expect(() => parseFacetFilters(['brand'])).toThrow('facetFilters');
    expect(() => parseFacetFilters([1])).toThrow('facetFilters');
  });

  it('reads numericFilters and tagFilters', () => {
    expect(parseNumericFilters(['price>=49', 'strengthLevel:1 TO 3'])(record)).toBe(true);
    expect(parseNumericFilters([['price<10', 'price>100']])(record)).toBe(false);
    expect(() => parseNumericFilters(['price about 10'])).toThrow('numericFilters');
    expect(parseTagFilters([['news', 'other']])(record)).toBe(true);
    expect(parseTagFilters(['-news'])(record)).toBe(false);
  });
});
