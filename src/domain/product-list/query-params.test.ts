import { describe, expect, it } from 'vitest';
import { readProductListQuery, writeProductListQuery } from './query-params';

describe('writeProductListQuery', () => {
  it.each([
    [{ activeFilters: [], sort: 'popularity' as const }, {}],
    [{ activeFilters: [{ name: 'brand' as const, values: [] }], sort: 'popularity' as const }, {}],
    [{ activeFilters: [], sort: 'newest' as const }, { sort: 'newest' }],
    [
      {
        activeFilters: [
          { name: 'brand' as const, values: ['Velo'] },
          { name: 'format' as const, values: [] },
        ],
        sort: 'price-asc' as const,
      },
      { filters: '[{"name":"brand","values":["Velo"]}]', sort: 'price-asc' },
    ],
  ])('writes %j', (state, expected) => {
    expect(writeProductListQuery(state)).toEqual(expected);
  });

  it('round-trips through an address', () => {
    const state = {
      activeFilters: [
        { name: 'flavor' as const, values: ['mint', 'berry'] },
        { name: 'strength' as const, values: ['3'] },
      ],
      sort: 'price-desc' as const,
    };
    const search = new URLSearchParams(writeProductListQuery(state)).toString();
    expect(readProductListQuery(search)).toEqual(state);
    expect(readProductListQuery(`?${search}`)).toEqual(state);
  });
});

describe('readProductListQuery', () => {
  const none = { activeFilters: [], sort: 'popularity' };

  it.each([
    ['nothing', ''],
    ['bad JSON', 'filters=%5B%7Bnope'],
    ['a JSON object', `filters=${encodeURIComponent('{"name":"brand"}')}`],
    ['an unknown sort', 'sort=cheapest'],
    [
      'unknown filter names',
      `filters=${encodeURIComponent('[{"name":"colour","values":["red"]}]')}`,
    ],
    [
      'values that are not a list',
      `filters=${encodeURIComponent('[{"name":"brand","values":"Velo"}]')}`,
    ],
    ['entries that are not objects', `filters=${encodeURIComponent('[null, 3, "brand"]')}`],
  ])('ignores %s', (_name, search) => {
    expect(readProductListQuery(search)).toEqual(none);
  });

  it('keeps the valid parts of a partly valid list', () => {
    const filters = [
      { name: 'brand', values: ['Velo', 3, null, 'Velo'] },
      { name: 'nope', values: ['x'] },
      { name: 'brand', values: ['Zyn'] },
      { name: 'format', values: [] },
    ];
    expect(
      readProductListQuery(
        new URLSearchParams({ filters: JSON.stringify(filters), sort: 'newest' }),
      ),
    ).toEqual({
      activeFilters: [{ name: 'brand', values: ['Velo', '3'] }],
      sort: 'newest',
    });
  });
});
