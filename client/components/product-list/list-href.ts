import type { ActiveFilter } from '../../../src/domain/product-list/filters';
import { writeProductListQuery } from '../../../src/domain/product-list/query-params';
import type { ListOrder } from '../../../src/domain/product-list/reducer';
import { DEFAULT_SORT } from '../../../src/domain/product-list/sort-methods';

/** The list's address for a set of filters and a sort: `filters` and `sort`, and the search words. */
export function listHref(
  page: { path: string; query: string },
  activeFilters: readonly ActiveFilter[],
  sort: ListOrder,
): string {
  const params = new URLSearchParams(
    writeProductListQuery({
      activeFilters: [...activeFilters],
      sort: sort === 'relevance' ? DEFAULT_SORT : sort,
    }),
  );
  if (page.query) params.set('q', page.query);
  const search = params.toString();
  return search ? `${page.path}?${search}` : page.path;
}
