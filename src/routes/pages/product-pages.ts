import type { InitialState } from '../../contract/initial-state';
import type { ProductFact } from '../../contract/page-data';
import {
  CURRENT_MARKET_CATEGORY_ID,
  quantityOf,
  STRENGTH_NAMES,
  variantsOf,
  type Product,
} from '../../domain/catalogue';
import { localizedPath } from '../../domain/markets';
import { readProductListQuery } from '../../domain/product-list';
import { availabilityOf, marketPrices, productCard, productHref } from '../../render/product-cards';
import { pageState } from '../../render/page-state';
import type { PageContext } from './page-context';
import { filterOptionData, listProducts } from './product-list-state';

const LIST_LIMIT = 1000;

/** The products a shopper's search words find, best first (the search index's order). */
async function searchIds(
  search: PageContext['search'],
  query: string,
): Promise<string[] | undefined> {
  if (!query.trim()) return undefined;
  const result = await search.search({ query, hitsPerPage: 1000 });
  return result.hits.map((hit) => hit.objectID);
}

async function listPage(
  context: PageContext,
  products: Product[],
  heading: string,
  listPath: string,
  description?: string,
): Promise<InitialState> {
  const { request, input, url, search } = context;
  const query = readProductListQuery(url.searchParams);
  const words = url.searchParams.get('q') ?? '';
  const found = await searchIds(search, words);
  const scope = found
    ? found.flatMap((id) => products.find((product) => product.id === id) ?? [])
    : products;
  // Search keeps the index's relevance order unless the shopper picked a sort.
  const keepRelevance = found !== undefined && !url.searchParams.has('sort');
  const listed = listProducts(scope, query, request.market.pricelist, keepRelevance);
  return pageState(
    input,
    {
      kind: 'product-list',
      heading,
      ...(description ? { description } : {}),
      products: listed.map((product) => productCard(request, product)),
      total: listed.length,
      filters: filterOptionData(scope, query.activeFilters),
      sort: query.sort,
      query: words,
      path: localizedPath(request.market.language, listPath, request.domains),
    },
    {
      title: `${heading} | ${input.config.shopName}`,
      description: description ?? `${heading}: ${listed.length} products.`,
      canonicalPath: listPath,
    },
  );
}

function factsOf(product: Product): ProductFact[] {
  const facts: [string, string | undefined][] = [
    ['Brand', product.brandName],
    ['Strength', product.strength ? STRENGTH_NAMES[product.strength] : undefined],
    ['Nicotine per pouch', product.nicotine_ratio_text],
    ['Nicotine per can', product.nicotine_per_package],
    ['Content', product.content_per_package_text],
    ['Portions', product.portions_per_package_text],
    ['Flavour', product.flavour],
    ['Format', product.format],
  ];
  return facts.flatMap(([label, value]) =>
    value
      ? [
          {
            label,
            value:
              label === 'Strength' || label === 'Flavour' || label === 'Format'
                ? value.charAt(0).toUpperCase() + value.slice(1)
                : value,
          },
        ]
      : [],
  );
}

async function comparisonOf(context: PageContext, product: Product, ourPrice: number | undefined) {
  if (ourPrice === undefined) return [];
  const prices = marketPrices(context.request);
  try {
    const stores = await context.services.priceComparison(
      product.sku,
      context.request.market.currency,
      ourPrice,
    );
    return stores.map((store) => ({
      store: store.store,
      price: prices.format(store.price) ?? '',
      ...(store.url ? { url: store.url } : {}),
    }));
  } catch (error) {
    // A comparison is a nice-to-have: the page is shown without it.
    console.warn('price comparison unavailable', error);
    return [];
  }
}

async function productPage(
  context: PageContext,
  product: Product,
  related: Product[],
): Promise<InitialState> {
  const { request, input } = context;
  const prices = marketPrices(request);
  const price = prices.of(product);
  const comparison = await comparisonOf(context, product, price?.priceAsNumber);
  const single = price?.priceAsNumber;
  const availability = availabilityOf(product);
  const bundles = variantsOf(product).flatMap((variant) => {
    const variantPrice = prices.of(variant);
    const quantity = quantityOf(variant);
    if (!variantPrice || !single || quantity <= 1) return [];
    const perCan = variantPrice.priceAsNumber / quantity;
    return [
      {
        id: variant.id,
        quantity,
        price: prices.format(variantPrice.priceAsNumber) ?? '',
        pricePerCan: prices.format(perCan) ?? '',
        savingPercent: Math.max(0, Math.round((1 - perCan / single) * 100)),
      },
    ];
  });
  const reduced =
    price?.priceBeforeDiscountAsNumber !== undefined &&
    price.priceBeforeDiscountAsNumber > price.priceAsNumber;
  const href = productHref(request, product);
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(product.media?.standard[0] ? { image: product.media.standard[0] } : {}),
    ...(product.excerpt ? { description: product.excerpt } : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: price.priceAsNumber,
            priceCurrency: request.market.currency,
            availability:
              availability.stock === 'sold-out'
                ? availability.preorder
                  ? 'https://schema.org/PreOrder'
                  : 'https://schema.org/OutOfStock'
                : 'https://schema.org/InStock',
          },
        }
      : {}),
  });
  const productsPath = localizedPath(request.market.language, '/products', request.domains);
  return pageState(
    input,
    {
      kind: 'product',
      id: product.id,
      title: product.name,
      ...(product.brandName
        ? {
            brand: {
              title: product.brandName,
              ...(product.brandUri
                ? {
                    href: localizedPath(
                      request.market.language,
                      `/brands/${product.brandUri}`,
                      request.domains,
                    ),
                  }
                : {}),
            },
          }
        : {}),
      ...(product.media?.standard[0]
        ? { image: { src: product.media.standard[0], width: 600, height: 600, alt: product.name } }
        : {}),
      ...(product.description ? { description: product.description } : {}),
      ...(product.excerpt ? { excerpt: product.excerpt } : {}),
      ...(price ? { price: prices.format(price.priceAsNumber) } : {}),
      ...(reduced
        ? { priceBeforeDiscount: prices.format(price?.priceBeforeDiscountAsNumber) }
        : {}),
      ...(reduced && price?.discountPercent ? { discountPercent: price.discountPercent } : {}),
      available: availability.available,
      preorder: availability.preorder,
      stock: availability.stock,
      facts: factsOf(product),
      bundles,
      replacements: related
        .filter((other) => other.relation === 'replacement')
        .map((other) => productCard(request, other)),
      related: related
        .filter((other) => other.relation !== 'variant' && other.relation !== 'replacement')
        .slice(0, 8)
        .map((other) => productCard(request, other)),
      comparison,
      breadcrumbs: [
        { title: 'Home', href: input.layout.homeHref },
        { title: 'Products', href: productsPath },
        ...(product.categoryUri && product.categoryName
          ? [
              {
                title: product.categoryName,
                href: localizedPath(
                  request.market.language,
                  `/products/${product.categoryUri}`,
                  request.domains,
                ),
              },
            ]
          : []),
      ],
      productUrl: href,
      jsonLd,
    },
    {
      title: `${product.name} | ${input.config.shopName}`,
      description: product.dp_seo_excerpt ?? product.excerpt ?? product.name,
    },
  );
}

/** /products: every single can, searched with `?q=`. */
export async function allProductsPage(context: PageContext): Promise<InitialState> {
  const { products: all } = await context.catalogue.products(context.request.market.language, {
    categories: [CURRENT_MARKET_CATEGORY_ID],
    relatedProducts: true,
    limit: LIST_LIMIT,
  });
  return listPage(context, all, 'All products', '/products');
}

/** A category or a product by its Centra URI below /products. */
export async function catalogueUriPage(context: PageContext): Promise<InitialState | undefined> {
  const path = context.request.pathWithoutLocale.replace(/\/+$/, '');
  const uri = path.slice('/products/'.length);
  const match = await context.catalogue.byUri(uri, context.request.market.language);
  if (!match) return undefined;
  if (match.found === 'product')
    return productPage(context, match.product, match.product.relatedProducts);
  const heading = match.category.name.at(-1) ?? uri;
  return listPage(context, match.page.products, heading, `/products/${uri}`);
}
