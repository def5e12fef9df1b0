import { z } from 'zod';
import { centraProductSchema, type CentraProduct } from './centra-product-schema';
import {
  PRODUCT_TAGS,
  isVariant,
  type BundleInfo,
  type PriceFields,
  type PricelistPrice,
  type Product,
  type ProductTag,
} from './product';

export class ProductMappingError extends Error {
  constructor(readonly issues: string) {
    super(`Not a Centra product: ${issues}`);
    this.name = 'ProductMappingError';
  }
}

const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;

function priceFields(raw: PriceFields): PriceFields {
  return definedOnly({
    price: raw.price,
    priceAsNumber: raw.priceAsNumber,
    priceBeforeDiscount: raw.priceBeforeDiscount,
    priceBeforeDiscountAsNumber: raw.priceBeforeDiscountAsNumber,
    discountPercent: raw.discountPercent,
    showAsOnSale: raw.showAsOnSale,
    showAsNew: raw.showAsNew,
  });
}

function mapBundleInfo(raw: CentraProduct['bundleInfo']): BundleInfo | undefined {
  if (!raw) return undefined;
  const sections = (raw.sections ?? [])
    .filter((section) => section.quantity !== undefined)
    .map((section) => ({
      ...(section.section !== undefined ? { section: section.section } : {}),
      quantity: section.quantity!,
      products: section.products ?? [],
    }));
  const quantity = sections.length
    ? sections.reduce((sum, section) => sum + section.quantity, 0)
    : undefined;
  const prices = raw.prices
    ?.map((entry) => ({
      pricelist: entry.pricelist ?? entry.priceList,
      priceOfItemsAsNumber: entry.priceOfItemsAsNumber,
    }))
    .filter(
      (entry): entry is { pricelist: string; priceOfItemsAsNumber: number } =>
        entry.pricelist !== undefined && entry.priceOfItemsAsNumber !== undefined,
    );
  return definedOnly({
    bundle: raw.bundle,
    type: raw.type,
    priceType: raw.priceType,
    discount: raw.discount,
    quantity,
    sections,
    priceOfItemsAsNumber: raw.priceOfItemsAsNumber,
    prices: prices?.length ? prices : undefined,
  });
}

function mapPrices(
  raw: CentraProduct['prices'],
  bundleInfo: BundleInfo | undefined,
): Record<string, PricelistPrice> | undefined {
  if (!raw) return undefined;
  const entries = Object.entries(raw)
    .filter(([, price]) => price.priceAsNumber !== undefined)
    .map(([pricelist, price]): [string, PricelistPrice] => {
      const ofItems = bundleInfo?.prices?.find((entry) => entry.pricelist === pricelist);
      return [
        pricelist,
        definedOnly({
          ...priceFields(price),
          pricelist,
          priceAsNumber: price.priceAsNumber!,
          priceOfItemsAsNumber: ofItems?.priceOfItemsAsNumber,
        }),
      ];
    });
  return Object.fromEntries(entries);
}

function mapTags(raw: CentraProduct['tags']): ProductTag[] {
  const values = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',')
      : raw
        ? Object.keys(raw)
        : [];
  const known = new Set<string>(PRODUCT_TAGS);
  return [...new Set(values.map((tag) => tag.trim()))].filter((tag): tag is ProductTag =>
    known.has(tag),
  );
}

const lastName = (name: string[] | string | null | undefined) =>
  Array.isArray(name) ? name[name.length - 1] : (name ?? undefined);

function mapMedia(raw: CentraProduct['media']): Product['media'] {
  // Centra sends [] when a product has no images.
  if (!raw || Array.isArray(raw)) return { standard: [] };
  return { standard: raw.standard ?? [], ...(raw.thumb ? { thumb: raw.thumb } : {}) };
}

function fromParsed(raw: CentraProduct, depth: number): Product {
  const bundleInfo = mapBundleInfo(raw.bundleInfo);
  const prices = mapPrices(raw.prices, bundleInfo);
  const product: Product = definedOnly({
    // An all-pricelist read replaces the single price fields with the prices map.
    ...(prices ? {} : priceFields(raw)),
    id: raw.product,
    sku: raw.sku ?? raw.productSku ?? '',
    name: raw.name ?? '',
    uri: raw.uri ?? '',
    type: raw.type,
    available: raw.available ?? false,
    brand: raw.brand,
    brandName: raw.brandName,
    brandUri: raw.brandUri,
    excerpt: raw.excerpt,
    description: raw.description,
    items: (raw.items ?? []).map((item) =>
      definedOnly({
        item: item.item,
        sizeId: item.sizeId,
        name: item.name,
        sku: item.sku,
        stock: item.stock ?? undefined,
      }),
    ),
    categoryName: lastName(raw.categoryName),
    categoryUri: raw.categoryUri,
    categories: (raw.categories ?? []).map((category) => ({
      category: category.category,
      name: Array.isArray(category.name) ? category.name : category.name ? [category.name] : [],
      uri: category.uri ?? '',
    })),
    media: mapMedia(raw.media),
    createdAt: raw.createdAt,
    relation: raw.relation,
    relatedProducts: depth > 0 ? [] : mapRelated(raw.relatedProducts),
    offer_text: raw.offer_text,
    flavour: raw.flavour,
    strength: raw.strength,
    format: raw.format,
    content_per_package_text: raw.content_per_package_text,
    portions_per_package_text: raw.portions_per_package_text,
    nicotine_per_package: raw.nicotine_per_package,
    nicotine_ratio_text: raw.nicotine_ratio_text,
    popularity_text: raw.popularity_text,
    out_of_stock_behavior_value: raw.out_of_stock_behavior_value,
    dp_seo_description: raw.dp_seo_description,
    dp_seo_excerpt: raw.dp_seo_excerpt,
    bundleInfo,
    tags: mapTags(raw.tags),
    prices,
    markets: raw.markets ?? undefined,
  });
  return product;
}

/**
 * Related products as the shop keeps them: bundle variants drop their media
 * (the parent's images are shown), other relations drop their prices map. A related
 * entry that is not a product is skipped rather than failing its parent.
 */
function mapRelated(raw: unknown[] | null | undefined): Product[] {
  return (raw ?? []).flatMap((entry) => {
    const parsed = centraProductSchema.safeParse(entry);
    if (!parsed.success) return [];
    const related = fromParsed(parsed.data, 1);
    if (isVariant(related)) {
      const { media: _media, ...withoutMedia } = related;
      return [withoutMedia];
    }
    const { prices: _prices, ...withoutPrices } = related;
    return [withoutPrices];
  });
}

/** Parses one Centra product object into the shop's product; throws ProductMappingError. */
export function mapCentraProduct(raw: unknown): Product {
  const parsed = centraProductSchema.safeParse(raw);
  if (!parsed.success) throw new ProductMappingError(z.prettifyError(parsed.error));
  return fromParsed(parsed.data, 0);
}

/**
 * Maps a products response list. An entry that is not a product is left out and
 * reported, so one broken product cannot take a whole listing down.
 */
export function mapCentraProducts(
  raw: unknown,
  onRejected: (error: ProductMappingError, entry: unknown) => void = () => undefined,
): Product[] {
  if (!Array.isArray(raw)) {
    onRejected(new ProductMappingError('the products field is not a list'), raw);
    return [];
  }
  return raw.flatMap((entry) => {
    const parsed = centraProductSchema.safeParse(entry);
    if (parsed.success) return [fromParsed(parsed.data, 0)];
    onRejected(new ProductMappingError(z.prettifyError(parsed.error)), entry);
    return [];
  });
}
