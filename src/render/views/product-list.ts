import type { RequestMarket } from '../../app-env';
import { listStateOf, packEntries } from '../../contract/list-entries';
import {
  LIST_CARDS_PARAMETER,
  cardProducts,
  type PageData,
  type ProductCardData,
} from '../../contract/page-data';
import { localizedPath } from '../../domain/markets';
import { LIST_PAGE_SIZE, type FilterOptions, type ListOrder } from '../../domain/product-list';

type ListPage = Extract<PageData, { kind: 'product-list' }>;

/** What the list shows for an address, in order: the state the browser starts from too. */
export const listedEntries = (page: Pick<ListPage, 'entries' | 'defaultSort' | 'address'>) =>
  listStateOf(page).filteredProducts.map((entry) => entry.item);

/** The address that answers with every card of the list: its path and its search words. */
function cardsHref(path: string, words: string): string {
  const params = new URLSearchParams(words ? { q: words } : {});
  params.set(LIST_CARDS_PARAMETER, '');
  return `${path}?${params.toString()}`;
}

/**
 * The product list page's data: every product it can show as the list filters and sorts it,
 * the cards its address shows first (or, asked for every card, all of them), and the address
 * it was asked for.
 */
export function productListData(
  request: RequestMarket,
  products: ProductCardData[],
  view: {
    heading: string;
    description?: string;
    listPath: string;
    defaultSort: ListOrder;
    address: string;
    words: string;
    everyCard: boolean;
    /** The catalogue's filter values and brands, when they could be read. */
    filterOptions?: FilterOptions;
    brands?: string[];
  },
): ListPage {
  const entries = packEntries(products.map(({ id, listing }) => ({ id, listing })));
  const byId = new Map(products.map((product) => [product.id, product]));
  const first = listedEntries({ entries, defaultSort: view.defaultSort, address: view.address })
    .slice(0, LIST_PAGE_SIZE)
    .flatMap((entry) => byId.get(entry.id) ?? []);
  const path = localizedPath(request.market.language, view.listPath, request.domains);
  return {
    kind: 'product-list',
    heading: view.heading,
    ...(view.description ? { description: view.description } : {}),
    entries,
    cards: cardProducts(view.everyCard ? products : first),
    cardsHref: cardsHref(path, view.words),
    defaultSort: view.defaultSort,
    address: view.address,
    query: view.words,
    path,
    ...(view.filterOptions ? { filterOptions: view.filterOptions } : {}),
    ...(view.brands ? { brands: view.brands } : {}),
  };
}
