import type { RequestMarket } from '../../app-env';
import type { FilterOptionData, PageData } from '../../contract/page-data';
import { localizedPath } from '../../domain/markets';
import { productCard } from '../product-cards';
import { STRENGTH_NAMES, type Product } from '../../domain/catalogue';
import {
  FILTER_ATTRIBUTE,
  FILTER_NAMES,
  filterOptions,
  filterProducts,
  sortProducts,
  type ActiveFilter,
  type ProductListQuery,
} from '../../domain/product-list';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function labelOf(name: ActiveFilter['name'], value: string): string {
  if (name === 'strength') return capitalise(STRENGTH_NAMES[value] ?? value);
  return name === 'brand' ? value : capitalise(value);
}

/**
 * The filter dialog's options (spec §5 order) with how many of the list's products have
 * each value, and which values the address has switched on.
 */
export function filterOptionData(
  products: readonly Product[],
  active: readonly ActiveFilter[],
): FilterOptionData[] {
  const options = filterOptions(products);
  return FILTER_NAMES.map((name) => ({
    name,
    values: options[name].map((value) => ({
      value,
      label: labelOf(name, value),
      count: products.filter((product) => FILTER_ATTRIBUTE[name](product) === value).length,
      active: active.some((filter) => filter.name === name && filter.values.includes(value)),
    })),
  })).filter((option) => option.values.length > 0);
}

/**
 * The list as the address asks for it: filtered, then sorted (spec §5); a search's own
 * relevance order is kept until the shopper picks a sort.
 */
export function listProducts(
  products: readonly Product[],
  query: ProductListQuery,
  pricelist: number,
  keepOrder = false,
): Product[] {
  const filtered = filterProducts(products, query.activeFilters);
  return keepOrder ? filtered : sortProducts(filtered, query.sort, pricelist);
}

/** The product list page's data: the listed products as cards, the filters and the sort. */
export function productListData(
  request: RequestMarket,
  scope: readonly Product[],
  listed: readonly Product[],
  view: {
    heading: string;
    description?: string;
    listPath: string;
    query: ProductListQuery;
    words: string;
  },
): Extract<PageData, { kind: 'product-list' }> {
  return {
    kind: 'product-list',
    heading: view.heading,
    ...(view.description ? { description: view.description } : {}),
    products: listed.map((product) => productCard(request, product)),
    total: listed.length,
    filters: filterOptionData(scope, view.query.activeFilters),
    sort: view.query.sort,
    query: view.words,
    path: localizedPath(request.market.language, view.listPath, request.domains),
  };
}
