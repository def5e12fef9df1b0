import { describe, expect, it } from 'vitest';
import { catalogueTags, changedProductTags } from './catalogue-tags';

const product = (id: string, related: object[] = []) => ({
  id,
  sku: `SKU${id}`,
  name: `Can ${id}`,
  items: [{ item: `${id}-1`, sku: `SKU${id}-1` }],
  relatedProducts: related,
});

describe('what a catalogue read was built from', () => {
  it('every product it shows, related products and a category’s list included', () => {
    expect(
      catalogueTags('uri', { found: 'product', product: product('1001', [product('1002')]) }),
    ).toEqual(['product:1001', 'product:1002']);
    expect(
      catalogueTags('products', { products: [product('1003'), product('1001')], productCount: 2 }),
    ).toEqual(['product:1001', 'product:1003']);
  });

  it('the countries the shop ships to, as their own tag', () => {
    expect(catalogueTags('shipping-countries', ['SE', 'GB'])).toEqual(['catalogue:countries']);
  });

  it('the filters and the brands, each as its own tag', () => {
    const filters = [
      { field: 'brands', values: [{ value: '1', count: 0, totalCount: 7, data: { brand: '1' } }] },
    ];
    expect(catalogueTags('filters', filters)).toEqual(['catalogue:filters']);
    expect(catalogueTags('brands', [{ brand: '1', name: 'Velo', uri: 'velo' }])).toEqual([
      'catalogue:brands',
    ]);
  });

  it('a change purges its products, and whatever shows search hits', () => {
    expect(changedProductTags(['1001'])).toEqual(['product:1001', 'catalogue:search']);
  });
});
