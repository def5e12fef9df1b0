import type { Product } from '../catalogue';
import { filterProducts, type ActiveFilter, type FilterName } from './filters';
import { readProductListQuery } from './query-params';
import { DEFAULT_SORT, sortProducts, type SortMethod } from './sorting';

export interface ProductListState {
  pricelist: string | number;
  sortMethod: SortMethod;
  /** The source list, in catalogue order. */
  products: Product[];
  /** What is shown: the source sorted, then filtered. */
  filteredProducts: Product[];
  activeFilters: ActiveFilter[];
}

export type ProductListAction =
  | { type: 'setProducts'; products: Product[] }
  | { type: 'setSort'; sortMethod: SortMethod }
  | { type: 'applyFilters'; filters: ActiveFilter[] }
  | { type: 'updateFilter'; name: FilterName; values: string[] }
  | { type: 'reset' }
  | { type: 'setActiveFiltersFromAddress'; search: string | URLSearchParams };

function derive(state: Omit<ProductListState, 'filteredProducts'>): ProductListState {
  const sorted = sortProducts(state.products, state.sortMethod, state.pricelist);
  return { ...state, filteredProducts: filterProducts(sorted, state.activeFilters) };
}

export function initialProductListState(
  products: Product[],
  pricelist: string | number,
): ProductListState {
  return derive({ pricelist, products, sortMethod: DEFAULT_SORT, activeFilters: [] });
}

/** The product list's state machine (spec §4). An unknown action is a programming error. */
export function productListReducer(
  state: ProductListState,
  action: ProductListAction,
): ProductListState {
  switch (action.type) {
    case 'setProducts':
      // New source products reset the list.
      return initialProductListState(action.products, state.pricelist);
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
      return initialProductListState(state.products, state.pricelist);
    case 'setActiveFiltersFromAddress': {
      const { activeFilters, sort } = readProductListQuery(action.search);
      return derive({ ...state, activeFilters, sortMethod: sort });
    }
    default: {
      const unknown: { type?: unknown } = action;
      throw new Error(`Unknown product list action: ${String(unknown.type)}`);
    }
  }
}
