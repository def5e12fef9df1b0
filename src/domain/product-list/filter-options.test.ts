import { describe, expect, it } from 'vitest';
import { filterChoice, filterChoices, sortFilterValues } from './filter-options';
import type { Listing } from './listing';
import { product } from '../../../tests/fixtures/domain/product-list';

/** The values the filter dialog offers by filter when the catalogue gives none: the list's own. */
const offered = (products: readonly Listing[]): Record<string, string[]> =>
  Object.fromEntries(
    filterChoices(products, []).map((choice) => [
      choice.name,
      choice.values.map((option) => option.value),
    ]),
  );

describe('the values a list offers', () => {
  it('sorts brands and flavours alphabetically without regard to case', () => {
    const options = offered([
      product({ id: '1', brandName: 'zyn', flavour: 'mint' }),
      product({ id: '2', brandName: 'Velo', flavour: 'Berry' }),
      product({ id: '3', brandName: 'Åre', flavour: 'citrus' }),
      product({ id: '4', brandName: 'loop', flavour: 'mint' }),
      product({ id: '5', brandName: 'Velo' }),
    ]);
    expect(options.brand).toEqual(['Åre', 'loop', 'Velo', 'zyn']);
    expect(options.flavor).toEqual(['Berry', 'citrus', 'mint']);
  });

  it('sorts strengths numerically, with non-numeric values after', () => {
    const strengths = ['10', '2', 'x', '4', '1', '2'].map((strength, i) =>
      product({ id: String(i), strength }),
    );
    expect(offered(strengths).strength).toEqual(['1', '2', '4', '10', 'x']);
  });

  it('puts other formats first, then mini, superslim, slim, normal, large', () => {
    const formats = ['large', 'slim', 'wide', 'mini', 'normal', 'superslim', 'max', 'slim'].map(
      (format, i) => product({ id: String(i), format }),
    );
    expect(offered(formats).format).toEqual([
      'max',
      'wide',
      'mini',
      'superslim',
      'slim',
      'normal',
      'large',
    ]);
  });

  it('skips empty values, and offers no filter for an empty list', () => {
    expect(offered([product({ id: '1', brandName: '  ' })]).brand).toBeUndefined();
    expect(offered([])).toEqual({});
  });

  it('counts each value’s products and marks the switched-on ones, in the dialog’s order', () => {
    const products = [
      product({ id: '1', brandName: 'Zyn', flavour: 'mint', strength: '3' }),
      product({ id: '2', brandName: 'Velo', flavour: 'mint' }),
      product({ id: '3', brandName: 'Zyn', flavour: 'berry' }),
    ];
    expect(filterChoices(products, [{ name: 'flavor', values: ['mint'] }])).toEqual([
      {
        name: 'brand',
        values: [
          { value: 'Velo', count: 1, active: false },
          { value: 'Zyn', count: 2, active: false },
        ],
      },
      {
        name: 'flavor',
        values: [
          { value: 'berry', count: 1, active: false },
          { value: 'mint', count: 2, active: true },
        ],
      },
      { name: 'strength', values: [{ value: '3', count: 1, active: false }] },
    ]);
  });
});

describe('filterChoices among the catalogue’s values', () => {
  const products = [
    product({ id: '1', brandName: 'Zyn', flavour: 'mint', format: 'slim' }),
    product({ id: '2', brandName: 'Velo', flavour: 'mint', format: 'mini' }),
    product({ id: '3', brandName: 'Velo', flavour: 'berry', format: 'wide' }),
  ];
  const available = {
    brand: ['Loop', 'Velo', 'Zyn'],
    flavor: ['berry', 'cola', 'mint'],
    strength: ['1', '2'],
    // 'wide' is a format of the list, not one the catalogue filters by.
    format: ['mini', 'slim'],
  };

  it('offers the catalogue’s values in its order, counted in the list, none it lacks', () => {
    expect(filterChoices(products, [], available)).toEqual([
      {
        name: 'brand',
        values: [
          { value: 'Velo', count: 2, active: false },
          { value: 'Zyn', count: 1, active: false },
        ],
      },
      {
        name: 'format',
        values: [
          { value: 'mini', count: 1, active: false },
          { value: 'slim', count: 1, active: false },
        ],
      },
      {
        name: 'flavor',
        values: [
          { value: 'berry', count: 1, active: false },
          { value: 'mint', count: 2, active: false },
        ],
      },
    ]);
  });

  it('keeps a switched-on value the list has none of, so it can be switched off', () => {
    const [brand] = filterChoices(
      products,
      [{ name: 'brand', values: ['Loop', 'Nope'] }],
      available,
    );
    expect(brand?.values[0]).toEqual({ value: 'Loop', count: 0, active: true });
    // A value the catalogue does not offer is no choice, switched on or not.
    expect(brand?.values.map((value) => value.value)).not.toContain('Nope');
  });

  it('answers one filter’s choices alone', () => {
    expect(
      filterChoice('brand', products, [{ name: 'brand', values: ['Zyn'] }], ['Velo', 'Zyn']),
    ).toEqual({
      name: 'brand',
      values: [
        { value: 'Velo', count: 2, active: false },
        { value: 'Zyn', count: 1, active: true },
      ],
    });
  });
});

describe('sortFilterValues', () => {
  it('sorts one filter’s values by its rule, each once, without blanks', () => {
    expect(sortFilterValues('brand', ['zyn', 'Åre', ' Velo ', 'Velo', '', undefined])).toEqual([
      'Åre',
      'Velo',
      'zyn',
    ]);
    expect(sortFilterValues('format', ['large', 'mini', 'max'])).toEqual(['max', 'mini', 'large']);
  });
});
