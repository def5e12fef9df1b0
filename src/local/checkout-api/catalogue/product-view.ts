import { PRICELISTS, pricelistById } from '../../../../seed/catalogue/pricelists';
import { currencyFormatOf } from '../fixtures/currency-formats';
import { escapeHtml } from '../http/markup';
import { moneyPair } from '../selection/money';
import {
  familyIdOf,
  isAvailable,
  stockValue,
  type CatalogueContext,
  type ProductRecord,
} from './product-record';

/** Which prices a read shows: one pricelist (client side) or all of them (server side). */
export interface ProductView {
  pricelist: number | 'all';
  marketAll: boolean;
  language: string;
  relatedProducts: boolean;
}

/**
 * A product's texts in the read's language: a multipack shows its single can's texts, and
 * its own name; what a language has not translated reads in English.
 */
function textsFor(record: ProductRecord, context: CatalogueContext) {
  const { seed } = record;
  const single = seed.bundle ? context.products.get(seed.bundle.baseProductId) : undefined;
  const english = seed.texts ?? single?.seed.texts;
  if (!english) throw new Error(`product ${seed.id} has no texts and no single can`);
  const facts = single?.seed ?? seed;
  const { packs, ...translated } = (single ?? record).translation;
  const packName = seed.bundle ? packs?.[String(seed.bundle.quantity)] : undefined;
  return {
    ...english,
    contentPerPackageText: facts.contentPerPackageText,
    portionsPerPackageText: facts.portionsPerPackageText,
    nicotineRatioText: facts.nicotineRatioText,
    ...translated,
    name: packName?.name ?? seed.name,
    variantName: packName?.variantName ?? seed.variantName,
  };
}

function priceFields(record: ProductRecord, pricelistId: number) {
  const pricelist = pricelistById(pricelistId);
  const price = record.prices[pricelistId];
  if (!pricelist || !price) {
    // Centra shows a product without a price in the pricelist, but nobody can buy it.
    return { price: null, priceAsNumber: null, priceBeforeDiscount: null };
  }
  const format = currencyFormatOf(pricelist.currency);
  const discountPercent =
    price.priceBeforeDiscount > price.price
      ? Math.round(((price.priceBeforeDiscount - price.price) / price.priceBeforeDiscount) * 100)
      : 0;
  return {
    ...moneyPair('price', price.price, format),
    ...moneyPair('priceBeforeDiscount', price.priceBeforeDiscount, format),
    discountPercent,
    showAsOnSale: discountPercent > 0,
    showAsNew: record.seed.tags.includes('news'),
  };
}

function bundleInfo(record: ProductRecord, context: CatalogueContext, view: ProductView) {
  const bundle = record.seed.bundle;
  if (!bundle) return {};
  const base = context.products.get(bundle.baseProductId);
  const ofItems = (pricelistId: number) => {
    const pricelist = pricelistById(pricelistId);
    const own = record.prices[pricelistId];
    const single = base?.prices[pricelistId];
    if (!pricelist || !own || !single) return undefined;
    const format = currencyFormatOf(pricelist.currency);
    return {
      ...moneyPair('priceOfItems', single.price * bundle.quantity, format),
      ...moneyPair('priceMin', own.price, format),
      ...moneyPair('priceMax', own.price, format),
    };
  };
  const common = {
    bundle: record.seed.id,
    type: 'fixed',
    priceType: 'static',
    discount: bundle.discount,
    sections: [{ section: 1, quantity: bundle.quantity, products: [bundle.baseProductId] }],
  };
  if (view.pricelist === 'all') {
    const prices = PRICELISTS.flatMap((pricelist) => {
      const entry = ofItems(pricelist.pricelist);
      // Both spellings: Centra's models say priceList, storefronts read pricelist.
      return entry
        ? [{ priceList: pricelist.pricelist, pricelist: pricelist.pricelist, ...entry }]
        : [];
    });
    return { bundleInfo: { ...common, prices } };
  }
  return { bundleInfo: { ...common, ...ofItems(view.pricelist) } };
}

function mediaOf(record: ProductRecord, context: CatalogueContext) {
  const url = (path: string) => new URL(path, context.mediaOrigin).href;
  const standard = url(record.seed.image);
  return { standard: [standard], full: [standard], thumb: [url(record.seed.thumbnail)] };
}

function relatedOf(record: ProductRecord, context: CatalogueContext, view: ProductView) {
  const family = context.families.get(familyIdOf(record.seed)) ?? [];
  const variants = family
    .filter((id) => id !== record.seed.id)
    .map((id) => ({ id, relation: 'variant' }));
  // Only variant relations come without asking (Centra's rule); the rest need relatedProducts.
  const others = view.relatedProducts
    ? record.seed.replacementIds.map((id) => ({ id, relation: 'replacement' }))
    : [];
  return [...variants, ...others].flatMap(({ id, relation }) => {
    const related = context.products.get(id);
    if (!related) return [];
    if (!view.relatedProducts) {
      return [
        {
          product: String(id),
          relation,
          available: isAvailable(related),
          media: mediaOf(related, context),
        },
      ];
    }
    return [{ ...productJson(related, context, view, false), relation }];
  });
}

/** The Centra product object for one display item. */
export function productJson(
  record: ProductRecord,
  context: CatalogueContext,
  view: ProductView,
  withRelated = true,
): Record<string, unknown> {
  const { seed } = record;
  const texts = textsFor(record, context);
  const categories = seed.categoryIds.flatMap((id) => {
    const category = context.categories.get(id);
    return category
      ? [
          {
            category: String(id),
            name: category.name,
            uri: category.uri,
            sortOrder: category.sortOrder,
          },
        ]
      : [];
  });
  const primary = categories[0];
  const prices =
    view.pricelist === 'all'
      ? {
          prices: Object.fromEntries(
            PRICELISTS.filter((entry) => record.prices[entry.pricelist]).map((entry) => [
              String(entry.pricelist),
              priceFields(record, entry.pricelist),
            ]),
          ),
        }
      : priceFields(record, view.pricelist);
  return {
    product: String(seed.id),
    name: texts.name,
    uri: seed.uri,
    sku: seed.sku,
    productSku: seed.sku,
    brand: String(record.brand.id),
    brandName: record.brand.name,
    brandUri: record.brand.uri,
    variantName: texts.variantName,
    countryOrigin: 'SE',
    excerpt: texts.excerpt,
    excerptHtml: `<p>${escapeHtml(texts.excerpt)}</p>`,
    description: texts.description,
    descriptionHtml: `<p>${escapeHtml(texts.description)}</p>`,
    metaTitle: texts.metaTitle,
    metaDescription: texts.metaDescription,
    metaKeywords: `${record.brand.name}, ${seed.flavour}, nicotine pouches`,
    stockUnit: '',
    category: primary?.category ?? null,
    categoryName: primary?.name ?? [],
    categoryUri: primary?.uri ?? '',
    categories,
    centraProduct: String(familyIdOf(seed)),
    centraVariant: String(seed.id),
    itemQuantityMinimum: 1,
    itemQuantityMultipleOf: 1,
    ...prices,
    ...(view.marketAll ? { markets: seed.markets } : {}),
    available: isAvailable(record),
    itemTable: { unit: '', x: ['onesize'], y: [], dividerSymbol: 'x' },
    items: [
      {
        item: record.item,
        sizeId: record.sizeId,
        name: 'onesize',
        ean: seed.ean,
        upc: '',
        sku: seed.sku,
        itemTableX: 0,
        itemTableY: 0,
        stock: stockValue(record),
      },
    ],
    media: mediaOf(record, context),
    createdAt: seed.createdAt,
    modifiedAt: seed.modifiedAt,
    preview: false,
    ...bundleInfo(record, context, view),
    ...(withRelated ? { relatedProducts: relatedOf(record, context, view) } : {}),
    flavour: seed.flavour,
    strength: seed.strength,
    format: seed.format,
    content_per_package_text: texts.contentPerPackageText,
    portions_per_package_text: texts.portionsPerPackageText,
    nicotine_per_package: seed.nicotinePerPackage,
    nicotine_ratio_text: texts.nicotineRatioText,
    popularity_text: String(seed.popularity),
    ...(seed.offerText ? { offer_text: seed.offerText } : {}),
    dp_seo_description: texts.seoDescription,
    dp_seo_excerpt: texts.seoExcerpt,
    out_of_stock_behavior_value: seed.outOfStockBehavior,
    tags: seed.tags,
  };
}
