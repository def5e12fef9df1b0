import type { RequestMarket } from '../../app-env';
import { cardProducts, type PageData, type ProductFact } from '../../contract/page-data';
import { bundleSavings, type Product } from '../../domain/catalogue';
import { localizedPath } from '../../domain/markets';
import { attributeValueName } from '../../i18n/attribute-names';
import type { Translate } from '../../i18n/translate';
import { productJsonLd } from '../json-ld/product-json-ld';
import type { PageMeta } from '../page-state';
import { availabilityOf, marketPrices, productCard, productHref } from '../product-cards';
import { mediaImage, productImage } from '../product-image';

/** The facts table: what a can holds, how strong it is, what it tastes like. */
function factsOf(product: Product, t: Translate): ProductFact[] {
  const attribute = (name: 'flavor' | 'strength' | 'format', value: string | undefined) =>
    value ? attributeValueName(t, name, value) : undefined;
  const facts: [string, string | undefined][] = [
    [t('filterName_brand'), product.brandName],
    [t('filterName_strength'), attribute('strength', product.strength)],
    [t('factNicotinePerPouch'), product.nicotine_ratio_text],
    [t('factNicotinePerCan'), product.nicotine_per_package],
    [t('factContent'), product.content_per_package_text],
    [t('factPortions'), product.portions_per_package_text],
    [t('filterName_flavor'), attribute('flavor', product.flavour)],
    [t('filterName_format'), attribute('format', product.format)],
  ];
  return facts.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/**
 * A product page's data: price and stock in the market, the bundle chooser with savings,
 * facts, replacements and related products, breadcrumbs, and where other stores' prices are
 * read when the shop compares them (`compared`).
 */
export function productPageData(
  request: RequestMarket,
  product: Product,
  related: readonly Product[],
  { homeHref, compared }: { homeHref: string; compared: boolean },
  t: Translate,
): Extract<PageData, { kind: 'product' }> {
  const { market, domains } = request;
  const path = (to: string) => localizedPath(market.language, to, domains);
  const prices = marketPrices(request);
  const price = prices.of(product);
  const availability = availabilityOf(product);
  const reduced =
    price?.priceBeforeDiscountAsNumber !== undefined &&
    price.priceBeforeDiscountAsNumber > price.priceAsNumber;
  return {
    kind: 'product',
    id: product.id,
    title: product.name,
    ...(product.brandName
      ? {
          brand: {
            title: product.brandName,
            ...(product.brandUri ? { href: path(`/brands/${product.brandUri}`) } : {}),
          },
        }
      : {}),
    ...productImage(mediaImage(product.media), product.name),
    ...(product.description ? { description: product.description } : {}),
    ...(product.excerpt ? { excerpt: product.excerpt } : {}),
    ...(price ? { price: prices.format(price.priceAsNumber) } : {}),
    ...(reduced ? { priceBeforeDiscount: prices.format(price?.priceBeforeDiscountAsNumber) } : {}),
    ...(reduced && price?.discountPercent ? { discountPercent: price.discountPercent } : {}),
    tags: [...product.tags],
    available: availability.available,
    preorder: availability.preorder,
    stock: availability.stock,
    facts: factsOf(product, t),
    bundles: bundleSavings(product, (variant) => prices.of(variant)?.priceAsNumber).map(
      (saving) => ({
        id: saving.variant.id,
        quantity: saving.quantity,
        price: prices.format(saving.price) ?? '',
        pricePerCan: prices.format(saving.perCan) ?? '',
        savingPercent: saving.savingPercent,
      }),
    ),
    replacements: cardProducts(
      related
        .filter((other) => other.relation === 'replacement')
        .map((other) => productCard(request, other)),
    ),
    related: cardProducts(
      related
        .filter((other) => other.relation !== 'variant' && other.relation !== 'replacement')
        .slice(0, 8)
        .map((other) => productCard(request, other)),
    ),
    // Asked for by the browser once the page is shown: a slow feed never delays the page.
    ...(compared ? { comparisonHref: path(`/api/price-comparison/${product.id}`) } : {}),
    breadcrumbs: [
      { title: t('home'), href: homeHref },
      { title: t('products'), href: path('/products') },
      ...(product.categoryUri && product.categoryName
        ? [{ title: product.categoryName, href: path(`/${product.categoryUri}`) }]
        : []),
    ],
    productUrl: productHref(request, product),
  };
}

/**
 * How a product page is shared and marked up: its picture and price in link previews, its
 * offer in the market's currency with its availability, its breadcrumbs.
 */
export function productPageMeta(
  request: RequestMarket,
  product: Product,
  page: Extract<PageData, { kind: 'product' }>,
): Pick<PageMeta, 'share' | 'structuredData' | 'breadcrumbs'> {
  const price = marketPrices(request).of(product);
  const imageUrl = page.image ? new URL(page.image.src, page.productUrl).toString() : undefined;
  return {
    share: {
      type: 'product',
      ...(page.image ? { image: { ...page.image, url: page.image.src } } : {}),
      ...(price
        ? { price: { amount: price.priceAsNumber.toFixed(2), currency: request.market.currency } }
        : {}),
    },
    structuredData: [
      productJsonLd(
        product,
        { url: page.productUrl, imageUrl },
        price
          ? {
              price: price.priceAsNumber,
              currency: request.market.currency,
              availability: availabilityOf(product),
            }
          : undefined,
      ),
    ],
    breadcrumbs: { trail: page.breadcrumbs, current: page.title },
  };
}
