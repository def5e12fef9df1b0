import { describe, expect, it } from 'vitest';
import { mapCentraProduct } from '../catalogue';
import { listingOf } from './listing-of';
import { isSortMethod } from './sort-methods';
import { sortProducts } from './sorting';
import { catalogue, ids } from '../../../tests/fixtures/domain/product-list';

describe('sortProducts', () => {
  it.each([
    ['popularity', ['b', 'd', 'e', 'a', 'c']],
    ['newest', ['e', 'b', 'a', 'c', 'd']],
    ['price-asc', ['c', 'a', 'b', 'd', 'e']],
    ['price-desc', ['d', 'b', 'a', 'c', 'e']],
    ['alphabetical', ['a', 'b', 'c', 'd', 'e']],
    ['', ['a', 'b', 'c', 'd', 'e']],
  ])('%s', (method, expected) => {
    expect(ids(sortProducts(catalogue, method))).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const before = ids(catalogue);
    sortProducts(catalogue, 'price-desc');
    expect(ids(catalogue)).toEqual(before);
  });

  it('compares the representative (10-pack) price of each product', () => {
    const withTenPack = (id: string, single: number, tenPack: number) => {
      const mapped = mapCentraProduct({
        product: id,
        priceAsNumber: single,
        relatedProducts: [
          {
            product: `${id}-10`,
            relation: 'variant',
            priceAsNumber: tenPack,
            bundleInfo: { sections: [{ quantity: 10 }] },
          },
        ],
      });
      return { id, ...listingOf(mapped, 20) };
    };
    const cheapSingle = withTenPack('cheap-single', 40, 450);
    const cheapBundle = withTenPack('cheap-bundle', 50, 380);
    expect(ids(sortProducts([cheapSingle, cheapBundle], 'price-asc'))).toEqual([
      'cheap-bundle',
      'cheap-single',
    ]);
  });

  it('sorts by Centra’s creation time, an unreadable one last as an unknown one', () => {
    const created = (id: string, createdAt?: string) => ({
      id,
      ...listingOf(mapCentraProduct({ product: id, ...(createdAt ? { createdAt } : {}) }), 20),
    });
    const products = [
      created('unknown'),
      created('garbled', 'last spring'),
      created('older', '2024-12-31 23:59:59'),
      created('newer', '2025-01-01 00:00:00'),
    ];
    expect(ids(sortProducts(products, 'newest'))).toEqual(['newer', 'older', 'unknown', 'garbled']);
    expect(products[3]?.createdAt).toBe(Date.UTC(2025, 0, 1) / 1000);
  });

  it('keeps a search’s relevance order', () => {
    expect(ids(sortProducts(catalogue, 'relevance'))).toEqual(ids(catalogue));
  });

  it('knows the sort methods', () => {
    expect(isSortMethod('price-asc')).toBe(true);
    expect(isSortMethod('price')).toBe(false);
  });
});
