import type { ProductCardData } from '../contract/page-data';
import type { RequestMarket } from '../app-env';
import { priceFor, type Product } from '../domain/catalogue';
import { currencyFormatOf, formatPrice } from '../domain/money';
import { listingOf } from '../domain/product-list';
import { productUrl } from '../domain/urls';
import { mediaImage, productImage } from './product-image';

/** Prices of the request's market: its pricelist, in its currency's format. */
export function marketPrices(request: RequestMarket) {
  const format = currencyFormatOf(request.market.currency);
  const pricelist = request.market.pricelist;
  return {
    format: (value: number | undefined) => formatPrice(value, format),
    of(product: Product) {
      try {
        return priceFor(product, pricelist);
      } catch {
        return undefined;
      }
    },
  };
}

/** Whether the product can be bought now, only as a preorder, or not at all. */
export function availabilityOf(product: Product) {
  const stock = product.items.map((item) => item.stock);
  const inStock = stock.some(
    (value) =>
      value === 'yes' ||
      value === 'few' ||
      value === 'infinite' ||
      (typeof value === 'number' ? value > 0 : Number(value) > 0),
  );
  const preorder = !inStock && product.out_of_stock_behavior_value === 'preorder';
  const few = stock.includes('few');
  return {
    available: inStock || preorder,
    preorder,
    stock: inStock ? (few ? 'few' : 'in-stock') : 'sold-out',
  } as const;
}

/**
 * The product's page, by the shop's rule for product links: the market's base domain, its locale
 * where it shares the default domain, then the category path and the product path.
 */
export function productHref(
  request: RequestMarket,
  product: Pick<Product, 'categoryUri' | 'uri'>,
): string {
  return productUrl({
    language: request.market.language,
    categoryUri: product.categoryUri,
    productUri: product.uri,
    domains: request.domains,
    protocol: request.protocol,
  });
}

export function productCard(request: RequestMarket, product: Product): ProductCardData {
  const prices = marketPrices(request);
  const price = prices.of(product);
  const { available, preorder } = availabilityOf(product);
  const reduced =
    price?.priceBeforeDiscountAsNumber !== undefined &&
    price.priceBeforeDiscountAsNumber > price.priceAsNumber;
  return {
    id: product.id,
    title: product.name,
    href: productHref(request, product),
    ...productImage(mediaImage(product.media), product.name),
    ...(product.brandName ? { brand: product.brandName } : {}),
    ...(price ? { price: prices.format(price.priceAsNumber) } : {}),
    ...(reduced ? { priceBeforeDiscount: prices.format(price?.priceBeforeDiscountAsNumber) } : {}),
    ...(reduced && price?.discountPercent ? { discountPercent: price.discountPercent } : {}),
    available,
    preorder,
    tags: [...product.tags],
    listing: listingOf(product, request.market.pricelist),
  };
}
