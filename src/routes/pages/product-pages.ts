import type { UriMatch } from '../../adapters/checkout/catalogue-client';
import type { InitialState } from '../../contract/initial-state';
import { LIST_CARDS_PARAMETER } from '../../contract/page-data';
import { CURRENT_MARKET_CATEGORY_ID, soldIn, type Product } from '../../domain/catalogue';
import { DEFAULT_SORT } from '../../domain/product-list';
import { pageState, pageTitle } from '../../render/page-state';
import { productCard } from '../../render/product-cards';
import { productVersions } from '../../render/product-versions';
import { listedEntries, productListData } from '../../render/views/product-list';
import { productPageData, productPageMeta } from '../../render/views/product-page';
import { listChoices } from './list-choices';
import type { PageContext } from './page-context';

const LIST_LIMIT = 1000;

/** The products a shopper's search words find, best first (the search index's order). */
async function searchIds(context: PageContext, words: string): Promise<string[] | undefined> {
  if (!words.trim()) return undefined;
  const result = await context.search.search({ query: words, hitsPerPage: LIST_LIMIT });
  return result.hits.map((hit) => hit.objectID);
}

async function listPage(
  context: PageContext,
  listed: Product[] | Promise<Product[]>,
  heading: string,
  listPath: string,
): Promise<InitialState> {
  const { request, url, t } = context;
  const words = url.searchParams.get('q') ?? '';
  const everyCard = url.searchParams.has(LIST_CARDS_PARAMETER);
  // What the list offers to narrow it by is read beside its products and the search, not after
  // them; the answer with every card offers nothing.
  const [products, found, choices, input] = await Promise.all([
    listed,
    searchIds(context, words),
    everyCard ? {} : listChoices(context),
    context.input,
  ]);
  // The catalogue is read for every market at once; a market lists only what it sells.
  const sold = products.filter((product) => soldIn(product, request.market.centraMarket));
  const scope = found
    ? found.flatMap((id) => sold.find((product) => product.id === id) ?? [])
    : sold;
  const page = productListData(
    request,
    scope.map((product) => productCard(request, product)),
    {
      heading,
      listPath,
      // A search keeps the index's relevance order until the shopper picks a sort.
      defaultSort: found ? 'relevance' : DEFAULT_SORT,
      address: url.search,
      words,
      everyCard,
      ...choices,
    },
  );
  return pageState(input, page, {
    title: pageTitle(input, heading),
    description: t('productListDescription', { heading, count: listedEntries(page).length }),
    canonicalPath: listPath,
    noindex: found !== undefined,
  });
}

async function productPage(context: PageContext, product: Product): Promise<InitialState> {
  const { request, services, t } = context;
  const input = await context.input;
  const page = productPageData(
    request,
    product,
    product.relatedProducts,
    { homeHref: input.layout.homeHref, compared: services.priceComparison !== undefined },
    t,
  );
  return pageState(input, page, {
    title: pageTitle(input, product.name),
    description: product.dp_seo_excerpt ?? product.excerpt ?? product.name,
    versions: productVersions(request, product, request.pathWithoutLocale),
    ...productPageMeta(request, product, page),
  });
}

/** /products: every single can, searched with `?q=`. */
export async function allProductsPage(context: PageContext): Promise<InitialState> {
  const products = context.catalogue
    .products(context.request.market.language, {
      categories: [CURRENT_MARKET_CATEGORY_ID],
      relatedProducts: true,
      limit: LIST_LIMIT,
    })
    .then((page) => page.products);
  return listPage(context, products, context.t('allProducts'), '/products');
}

/**
 * What Centra has at a URI (a product, a category, or nothing), asked for before it is known
 * to be needed: beside the content lookup, whose answer may make it unneeded.
 */
export function catalogueLookup(context: PageContext, uri: string): Promise<UriMatch | null> {
  const lookup = context.catalogue.byUri(uri, context.request.market.language);
  // Not awaited when an editor's page is at the URI: it still ends in this request (a read
  // in flight is shared by the isolate's other requests), and its failure is then nobody's.
  context.waitUntil(lookup.catch(() => undefined));
  return lookup;
}

/** A category (`/{category}`) or a product (`/{category}/{product}`) by what Centra has at its URI. */
export async function catalogueUriPage(
  context: PageContext,
  uri: string,
  lookup: Promise<UriMatch | null>,
): Promise<InitialState | undefined> {
  const match = await lookup;
  if (!match) return undefined;
  if (match.found === 'product') {
    // Another market's product (a limited edition outside its market) is not sold here.
    const sold = soldIn(match.product, context.request.market.centraMarket);
    return sold ? productPage(context, match.product) : undefined;
  }
  const heading = match.category.name.at(-1) ?? uri;
  return listPage(context, match.page.products, heading, `/${uri}`);
}
