import { queryParams, type QueryParams } from './address-query';
import { filterProducts, type ActiveFilter, type FilterName } from './filters';
import type { Listing } from './listing';
import { readProductListQuery } from './query-params';
import { DEFAULT_SORT, sortProducts, type SortMethod } from './sorting';

/** A list's order: a sort, or a search's own relevance order (kept as the index gave it). */
export type ListOrder = SortMethod | 'relevance';

export interface ProductListState<T extends Listing = Listing> {
  sortMethod: ListOrder;
  /** The order the list starts in and reads from an address without a sort: popularity, or relevance for a search. */
  defaultSort: ListOrder;
  /** The source list, in catalogue (or relevance) order. */
  products: T[];
  /** What is shown: the source sorted, then filtered. */
  filteredProducts: T[];
  activeFilters: ActiveFilter[];
}

export type ProductListAction<T extends Listing = Listing> =
  | { type: 'setProducts'; products: T[] }
  | { type: 'setSort'; sortMethod: SortMethod }
  | { type: 'applyFilters'; filters: ActiveFilter[] }
  | { type: 'updateFilter'; name: FilterName; values: string[] }
  | { type: 'reset' }
  | { type: 'setActiveFiltersFromAddress'; search: string | QueryParams };

function derive<T extends Listing>(
  state: Omit<ProductListState<T>, 'filteredProducts'>,
): ProductListState<T> {
  const sorted = sortProducts(state.products, state.sortMethod);
  return { ...state, filteredProducts: filterProducts(sorted, state.activeFilters) };
}

function initialProductListState<T extends Listing>(
  products: T[],
  defaultSort: ListOrder = DEFAULT_SORT,
): ProductListState<T> {
  return derive({ products, sortMethod: defaultSort, defaultSort, activeFilters: [] });
}

/**
 * A list's state at an address: its items in their default order, then the filters and sort
 * the address names. The server renders from it and the browser starts from it, so the HTML
 * is exactly what hydrates.
 */
export function productListStateAt<T extends Listing>(
  items: T[],
  defaultSort: ListOrder,
  address: string,
): ProductListState<T> {
  return productListReducer(initialProductListState(items, defaultSort), {
    type: 'setActiveFiltersFromAddress',
    search: address,
  });
}

/** The product list's state machine. An unknown action is a programming error. */
export function productListReducer<T extends Listing>(
  state: ProductListState<T>,
  action: ProductListAction<T>,
): ProductListState<T> {
  switch (action.type) {
    case 'setProducts':
      // New source products reset the list.
      return initialProductListState(action.products, state.defaultSort);
    case 'setSort':
      return derive({ ...state, sortMethod: action.sortMethod });
    case 'applyFilters':
      return derive({ ...state, activeFilters: action.filters });
    case 'updateFilter': {
      const exists = state.activeFilters.some((filter) => filter.name === action.name);
      const activeFilters = exists
        ? state.activeFilters.map((filter) =>
            filter.name === action.name ? { ...filter, values: action.values } : filter,
          )
        : [...state.activeFilters, { name: action.name, values: action.values }];
      return derive({ ...state, activeFilters });
    }
    case 'reset':
      // Filters cleared, every product shown, in the list's default order: popularity, or a
      // search's relevance (an address without a sort reads back as that order).
      return derive({ ...state, sortMethod: state.defaultSort, activeFilters: [] });
    case 'setActiveFiltersFromAddress': {
      const params = typeof action.search === 'string' ? queryParams(action.search) : action.search;
      const { activeFilters, sort } = readProductListQuery(params);
      return derive({
        ...state,
        activeFilters,
        sortMethod: params.has('sort') ? sort : state.defaultSort,
      });
    }
    default: {
      const unknown: { type?: unknown } = action;
      throw new Error(`Unknown product list action: ${String(unknown.type)}`);
    }
  }
}
