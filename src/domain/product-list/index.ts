export { catalogueFilterOptions } from './catalogue-filters';
export { sortFilterValues, type FilterOptions } from './filter-options';
export { listed, type Listing } from './listing';
export { LIST_PAGE_SIZE } from './list-page-size';
export { listingOf } from './listing-of';
export { type ListOrder } from './reducer';
export { DEFAULT_SORT, sortProducts } from './sorting';
