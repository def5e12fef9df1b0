export { catalogueFilterOptions } from './catalogue-filters';
export {
  FORMAT_ORDER,
  filterChoices,
  filterOptions,
  sortFilterValues,
  type FilterChoice,
  type FilterOptions,
} from './filter-options';
export {
  FILTER_ATTRIBUTE,
  FILTER_NAMES,
  filterProducts,
  isFilterName,
  passesFilter,
  type ActiveFilter,
  type FilterName,
} from './filters';
export { listed, type Listed, type Listing } from './listing';
export { LIST_PAGE_SIZE } from './list-page-size';
export { listingOf } from './listing-of';
export { readProductListQuery, writeProductListQuery, type ProductListQuery } from './query-params';
export {
  initialProductListState,
  productListReducer,
  productListStateAt,
  type ListOrder,
  type ProductListAction,
  type ProductListState,
} from './reducer';
export { DEFAULT_SORT, SORT_METHODS, isSortMethod, sortProducts, type SortMethod } from './sorting';
