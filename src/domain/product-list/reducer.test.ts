import { describe, expect, it } from 'vitest';
import { productListReducer, productListStateAt, type ProductListAction } from './reducer';
import { catalogue, ids, product } from '../../../tests/fixtures/domain/product-list';

/** The list at an address without filters or sort, in the shop's default order. */
const start = () => productListStateAt(catalogue, 'popularity', '');

describe('productListReducer', () => {
  it('starts sorted by popularity with every product shown', () => {
    const state = start();
    expect(state.sortMethod).toBe('popularity');
    expect(state.activeFilters).toEqual([]);
    expect(ids(state.filteredProducts)).toEqual(['b', 'd', 'e', 'a', 'c']);
    expect(ids(state.products)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('re-sorts and re-filters on a new sort', () => {
    let state = productListReducer(start(), {
      type: 'applyFilters',
      filters: [{ name: 'brand', values: ['Velo'] }],
    });
    state = productListReducer(state, { type: 'setSort', sortMethod: 'price-asc' });
    expect(ids(state.filteredProducts)).toEqual(['c', 'a']);
    expect(state.sortMethod).toBe('price-asc');
  });

  it('applies a set of filters', () => {
    const state = productListReducer(start(), {
      type: 'applyFilters',
      filters: [{ name: 'flavor', values: ['mint'] }],
    });
    expect(ids(state.filteredProducts)).toEqual(['d', 'a']);
  });

  it('updates one filter, adding it when absent', () => {
    let state = productListReducer(start(), {
      type: 'updateFilter',
      name: 'flavor',
      values: ['mint'],
    });
    expect(state.activeFilters).toEqual([{ name: 'flavor', values: ['mint'] }]);
    state = productListReducer(state, { type: 'updateFilter', name: 'brand', values: ['Loop'] });
    state = productListReducer(state, {
      type: 'updateFilter',
      name: 'flavor',
      values: ['mint', 'berry'],
    });
    expect(state.activeFilters).toEqual([
      { name: 'flavor', values: ['mint', 'berry'] },
      { name: 'brand', values: ['Loop'] },
    ]);
    expect(ids(state.filteredProducts)).toEqual(['d']);
  });

  it('resets filters and sort but keeps the products', () => {
    let state = productListReducer(start(), {
      type: 'updateFilter',
      name: 'brand',
      values: ['Zyn'],
    });
    state = productListReducer(state, { type: 'setSort', sortMethod: 'newest' });
    state = productListReducer(state, { type: 'reset' });
    expect(state).toEqual(start());
  });

  it('resets when the source products change', () => {
    let state = productListReducer(start(), {
      type: 'updateFilter',
      name: 'brand',
      values: ['Zyn'],
    });
    state = productListReducer(state, { type: 'setSort', sortMethod: 'newest' });
    const next = [product({ id: 'z', popularity: '1' }), product({ id: 'y', popularity: '2' })];
    state = productListReducer(state, { type: 'setProducts', products: next });
    expect(state.sortMethod).toBe('popularity');
    expect(state.activeFilters).toEqual([]);
    expect(ids(state.filteredProducts)).toEqual(['y', 'z']);
  });

  it('takes filters and sort from the address', () => {
    const search = new URLSearchParams({
      filters: JSON.stringify([{ name: 'strength', values: ['3', '4'] }]),
      sort: 'price-desc',
    });
    const state = productListReducer(start(), { type: 'setActiveFiltersFromAddress', search });
    expect(state.sortMethod).toBe('price-desc');
    expect(ids(state.filteredProducts)).toEqual(['b', 'c']);
  });

  it('keeps a search’s relevance order until a sort is chosen, and resets to it', () => {
    const search = productListStateAt(catalogue, 'relevance', '');
    expect(ids(search.filteredProducts)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const filtered = productListReducer(search, {
      type: 'setActiveFiltersFromAddress',
      search: `filters=${encodeURIComponent('[{"name":"brand","values":["Velo"]}]')}`,
    });
    expect(filtered.sortMethod).toBe('relevance');
    expect(ids(filtered.filteredProducts)).toEqual(['a', 'c']);
    const sorted = productListReducer(filtered, { type: 'setSort', sortMethod: 'newest' });
    // Back to the order its address without a sort reads as, so the two always agree.
    const reset = productListReducer(sorted, { type: 'reset' });
    expect(reset).toEqual(search);
    expect(reset).toEqual(
      productListReducer(sorted, { type: 'setActiveFiltersFromAddress', search: '' }),
    );
  });

  it('ignores a garbled address', () => {
    const state = productListReducer(start(), {
      type: 'setActiveFiltersFromAddress',
      search: 'filters=%%%&sort=1',
    });
    expect(state).toEqual(start());
  });

  it('throws on an unknown action', () => {
    const action = { type: 'shuffle' } as unknown as ProductListAction;
    expect(() => productListReducer(start(), action)).toThrow(
      'Unknown product list action: shuffle',
    );
  });
});
