import type { RequestMarket } from '../../app-env';
import type { PageData, ProductCardData } from '../../contract/page-data';
import { localizedPath } from '../../domain/markets';
import {
  initialProductListState,
  listed,
  productListReducer,
  type ListOrder,
} from '../../domain/product-list';

type ListPage = Extract<PageData, { kind: 'product-list' }>;

/**
 * What the list shows for an address: the list state the browser starts from too (the same
 * reducer, the same cards), so the server's HTML is exactly what hydrates.
 */
export function listedCards(page: Pick<ListPage, 'products' | 'defaultSort' | 'address'>) {
  return productListReducer(initialProductListState(listed(page.products), page.defaultSort), {
    type: 'setActiveFiltersFromAddress',
    search: page.address,
  }).filteredProducts.map((entry) => entry.item);
}

/** The product list page's data: every product it can show, and the address it was asked for. */
export function productListData(
  request: RequestMarket,
  cards: ProductCardData[],
  view: {
    heading: string;
    description?: string;
    listPath: string;
    defaultSort: ListOrder;
    address: string;
    words: string;
  },
): ListPage {
  return {
    kind: 'product-list',
    heading: view.heading,
    ...(view.description ? { description: view.description } : {}),
    products: cards,
    defaultSort: view.defaultSort,
    address: view.address,
    query: view.words,
    path: localizedPath(request.market.language, view.listPath, request.domains),
  };
}
