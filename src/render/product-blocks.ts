import { cardProducts, type CardProduct, type ProductsCard } from '../contract/page-data';
import type { ProductHit, SearchField } from '../adapters/search/product-search';
import type { ContentCard } from '../adapters/content/content-schemas';
import type { RequestMarket } from '../app-env';
import { localizedPath } from '../domain/markets';
import { currencyFormatOf, formatPrice } from '../domain/money';
import { listed, sortProducts } from '../domain/product-list';
import type { Product } from '../domain/catalogue';
import { productCard, productHref } from './product-cards';
import { productImage } from './product-image';

/** How many products a search block shows. */
const SEARCH_BLOCK_HITS = { singular: 1, slideshow: 8 } as const;

export interface ProductSources {
  /** A category's products by its Centra URI; undefined when there is no such category. */
  category(uri: string): Promise<Product[] | undefined>;
  search(query: string, searchFields: readonly SearchField[], hits: number): Promise<ProductHit[]>;
}

/** A search hit as a product card, priced in the market's currency. */
function hitCard(request: RequestMarket, hit: ProductHit): CardProduct {
  const price = formatPrice(hit.price, currencyFormatOf(request.market.currency));
  return {
    id: hit.objectID,
    title: hit.title,
    // A record's URI is the category path, then the product path.
    href: productHref(request, { categoryUri: undefined, uri: hit.uri }),
    ...productImage({ standard: hit.image, thumb: hit.thumbnail }, hit.title),
    ...(hit.brand ? { brand: hit.brand } : {}),
    ...(price ? { price } : {}),
    available: true,
    preorder: false,
    tags: hit._tags,
  };
}

/** Products of a content search block (blockAlgoliaProducts). */
export async function searchBlockProducts(
  request: RequestMarket,
  sources: ProductSources,
  block: { query: string; searchFields: readonly string[]; type: 'singular' | 'slideshow' },
): Promise<CardProduct[]> {
  const hits = await sources.search(
    block.query,
    block.searchFields as SearchField[],
    SEARCH_BLOCK_HITS[block.type],
  );
  return hits.map((hit) => hitCard(request, hit));
}

/**
 * The product cards of a page's content: productListing (a category's most popular, with an
 * optional link to the whole category) and product-search blocks.
 */
export async function productCards(
  request: RequestMarket,
  sources: ProductSources,
  cards: readonly ContentCard[],
  ctaLabel: string,
): Promise<Map<string, ProductsCard>> {
  const resolved = await Promise.all(
    cards.map(async (card): Promise<ProductsCard | undefined> => {
      const base = { key: card._key, visibleOn: card.visibleOn };
      if (card._type === 'productListing') {
        const products = await sources.category(card.uri);
        if (!products) return undefined;
        const top = sortProducts(
          listed(products.map((product) => productCard(request, product))),
          'popularity',
        )
          .slice(0, card.productQuantity)
          .map((entry) => entry.item);
        return {
          ...base,
          kind: 'products',
          display: 'grid',
          products: cardProducts(top),
          ...(card.cta
            ? {
                cta: {
                  href: localizedPath(request.market.language, `/${card.uri}`, request.domains),
                  label: ctaLabel,
                },
              }
            : {}),
        };
      }
      if (card._type === 'blockAlgoliaProducts') {
        return {
          ...base,
          kind: 'products',
          display: card.type,
          ...(card.title ? { title: card.title } : {}),
          ...(card.description ? { description: card.description } : {}),
          products: await searchBlockProducts(request, sources, card),
        };
      }
      return undefined;
    }),
  );
  return new Map(resolved.flatMap((card) => (card ? [[card.key, card] as const] : [])));
}
