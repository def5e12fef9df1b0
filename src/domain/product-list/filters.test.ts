import { describe, expect, it } from 'vitest';
import { filterProducts, isFilterName, type ActiveFilter } from './filters';
import { catalogue, ids, product } from '../../../tests/fixtures/domain/product-list';

describe('one filter', () => {
  const passes = (listing: ReturnType<typeof product>, filter: ActiveFilter) =>
    filterProducts([listing], [filter]).length === 1;
  const velo = product({
    id: 'x',
    brandName: 'Velo',
    flavour: 'mint',
    strength: '2',
    format: 'slim',
  });
  const bare = product({ id: 'y' });

  it.each([
    ['brand', ['Velo'], true],
    ['brand', ['Zyn'], false],
    ['flavor', ['mint', 'berry'], true],
    ['flavor', ['berry'], false],
    ['strength', ['2'], true],
    ['format', ['mini'], false],
    ['format', [], true],
  ] as const)('%s in %j is %s', (name, values, expected) => {
    expect(passes(velo, { name, values: [...values] })).toBe(expected);
  });

  it('lets a product without the attribute through only an empty filter', () => {
    expect(passes(bare, { name: 'flavor', values: [] })).toBe(true);
    expect(passes(bare, { name: 'flavor', values: ['mint'] })).toBe(false);
  });
});

describe('filterProducts', () => {
  it.each([
    [[], ['a', 'b', 'c', 'd', 'e']],
    [[{ name: 'brand', values: ['Velo'] }], ['a', 'c']],
    [
      [
        { name: 'brand', values: ['Velo'] },
        { name: 'flavor', values: ['mint'] },
      ],
      ['a'],
    ],
    [
      [
        { name: 'flavor', values: ['mint'] },
        { name: 'strength', values: ['1', '2'] },
      ],
      ['a', 'd'],
    ],
    [[{ name: 'format', values: ['superslim'] }], []],
    [
      [
        { name: 'brand', values: [] },
        { name: 'format', values: ['slim'] },
      ],
      ['a', 'c'],
    ],
  ] as const)('applies %j', (filters, expected) => {
    expect(
      ids(
        filterProducts(
          catalogue,
          filters.map((f) => ({ ...f, values: [...f.values] })),
        ),
      ),
    ).toEqual(expected);
  });

  it('knows filter names', () => {
    expect(isFilterName('flavor')).toBe(true);
    expect(isFilterName('flavour')).toBe(false);
  });
});
