import { describe, expect, it } from 'vitest';
import { productQuerySchema, runProductQuery, type IndexRow } from './product-query';

const row = (id: number, overrides: Partial<IndexRow> = {}): IndexRow => ({
  id,
  uri: `p-${id}`,
  brandId: 1,
  brandName: 'Alpha',
  flavour: 'mint',
  strength: '2',
  format: 'slim',
  tags: [],
  categoryIds: [1],
  searchText: `product ${id} alpha mint`,
  createdAt: `2025-01-0${id} 00:00:00`,
  modifiedAt: '2025-01-01 00:00:00',
  price: id * 10,
  available: true,
  ...overrides,
});

const rows = [
  row(1),
  row(2, { brandId: 2, brandName: 'Beta', flavour: 'cola', searchText: 'beta cola' }),
  row(3, { strength: '4', available: false }),
  row(4, { categoryIds: [2], price: null }),
];
const categories = new Map([
  [1, { id: 1, name: ['Pouches'], uri: 'pouches', sortOrder: 1 }],
  [2, { id: 2, name: ['Packs'], uri: 'packs', sortOrder: 2 }],
]);
const run = (body: unknown) => runProductQuery(rows, productQuerySchema.parse(body), categories);

describe('runProductQuery', () => {
  it('ANDs fields and ORs values, counting before paging', () => {
    const result = run({ flavour: ['mint', 'cola'], categories: ['1'], limit: 1 });
    expect(result.productCount).toBe(3);
    expect(result.ids).toEqual([1]);
    expect(run({ flavour: ['mint'], brands: [2] }).productCount).toBe(0);
  });

  it('gives count within the filtered set and totalCount over all', () => {
    const flavour = run({ brands: ['2'] }).filter.find((filter) => filter.field === 'flavour')!;
    expect(flavour.values).toEqual([
      { value: 'cola', count: 1, totalCount: 1, data: 'cola' },
      { value: 'mint', count: 0, totalCount: 3, data: 'mint' },
    ]);
  });

  it('returns only filters for products ["-1"]', () => {
    const result = run({ products: ['-1'], limit: 1 });
    expect(result.ids).toEqual([]);
    expect(result.productCount).toBe(0);
    expect(result.filter.find((filter) => filter.field === 'brands')!.values).toEqual([
      { value: '1', count: 0, totalCount: 3, data: { brand: '1', brandName: 'Alpha' } },
      { value: '2', count: 0, totalCount: 1, data: { brand: '2', brandName: 'Beta' } },
    ]);
  });

  it('searches all words, filters available products and accepts numeric or string ids', () => {
    expect(run({ search: 'BETA cola' }).ids).toEqual([2]);
    expect(run({ onlyAvailable: true }).ids).toEqual([1, 2, 4]);
    expect(run({ products: [3, '4'] }).ids).toEqual([3, 4]);
  });

  it('sorts by price with unpriced products last either way, and by date', () => {
    expect(run({ sortOrder: [{ field: 'priceAsNumber', order: 'desc' }] }).ids).toEqual([
      3, 2, 1, 4,
    ]);
    expect(run({ sortOrder: [{ field: 'priceAsNumber', order: 'asc' }] }).ids).toEqual([
      1, 2, 3, 4,
    ]);
    expect(run({ sortOrder: [{ field: 'createdAt', order: 'desc' }] }).ids).toEqual([4, 3, 2, 1]);
  });

  it('rejects malformed queries', () => {
    expect(productQuerySchema.safeParse({ limit: -1 }).success).toBe(false);
    expect(productQuerySchema.safeParse({ sortOrder: [{ field: 'colour' }] }).success).toBe(false);
    expect(productQuerySchema.safeParse({ market: 'some' }).success).toBe(false);
  });
});
