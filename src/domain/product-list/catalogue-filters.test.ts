import { describe, expect, it } from 'vitest';
import { catalogueFilterOptions } from './catalogue-filters';

/** A filter read's answer as Centra sends it: every count 0 (no product matches), totals full. */
const value = (name: string, totalCount: number, data: unknown = name) => ({
  value: name,
  count: 0,
  totalCount,
  data,
});

describe('catalogueFilterOptions', () => {
  it('reads each list filter from its catalogue field, in display order', () => {
    const options = catalogueFilterOptions([
      {
        field: 'brands',
        values: [
          value('7', 12, { brand: '7', brandName: 'Zyn' }),
          value('3', 4, { brand: '3', brandName: 'Åre' }),
          value('5', 9, { brand: '5', brandName: 'Velo' }),
        ],
      },
      { field: 'categories', values: [value('1', 178, { category: '1', name: ['All'] })] },
      { field: 'flavour', values: [value('mint', 40), value('berry', 20), value('Cola', 3)] },
      { field: 'strength', values: [value('4', 10), value('1', 30), value('2', 5)] },
      { field: 'format', values: [value('large', 2), value('slim', 50), value('mini', 7)] },
      { field: 'tags', values: [value('news', 8)] },
    ]);
    // Brands by name, as the list filters them; every filter sorted by its rule.
    expect(options).toEqual({
      brand: ['Åre', 'Velo', 'Zyn'],
      flavor: ['berry', 'Cola', 'mint'],
      strength: ['1', '2', '4'],
      format: ['mini', 'slim', 'large'],
    });
  });

  it('offers no value no product has, and nothing for a field the catalogue lacks', () => {
    const options = catalogueFilterOptions([
      { field: 'flavour', values: [value('mint', 3), value('cola', 0)] },
      { field: 'brands', values: [value('9', 2, { brand: '9' })] },
    ]);
    expect(options).toEqual({ brand: [], flavor: ['mint'], strength: [], format: [] });
  });
});
