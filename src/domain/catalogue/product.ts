export const PRODUCT_TAGS = ['30percent', 'campaign', 'news', 'limited-edition'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const FLAVOURS = [
  'berry',
  'fruit',
  'other',
  'cola',
  'liquorice',
  'mint',
  'coffee',
  'citrus',
  'natural',
] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** Strength levels, from 1 (weak) to 4 (extra strong). */
export const STRENGTHS = ['1', '2', '3', '4'] as const;

export const FORMATS = ['slim', 'mini', 'normal', 'large', 'superslim'] as const;
export type Format = (typeof FORMATS)[number];

/** One set of price fields (a product read for a single pricelist). */
export interface PriceFields {
  price?: string;
  priceAsNumber?: number;
  priceBeforeDiscount?: string;
  priceBeforeDiscountAsNumber?: number;
  discountPercent?: number;
  showAsOnSale?: boolean;
  showAsNew?: boolean;
}

/** One entry of the prices map (a product read for all pricelists). */
export interface PricelistPrice extends PriceFields {
  pricelist: string;
  priceAsNumber: number;
  /** What the bundle's cans cost one by one, in this pricelist. */
  priceOfItemsAsNumber?: number;
}

interface BundleSection {
  section?: number | string;
  quantity: number;
  products: string[];
}

export interface BundleInfo {
  bundle?: number;
  type?: string;
  priceType?: string;
  /** Percent off the items bought one by one. */
  discount?: number;
  /** Cans in the bundle: the sum of its sections' quantities. */
  quantity?: number;
  sections: BundleSection[];
  /** Single-pricelist reads carry one total... */
  priceOfItemsAsNumber?: number;
  /** ...all-pricelist reads one per pricelist. */
  prices?: { pricelist: string; priceOfItemsAsNumber: number }[];
}

interface ProductItem {
  item: string;
  sizeId?: string;
  name?: string;
  sku?: string;
  /** Centra's stock value: 'yes' | 'no' | 'few' | 'preorder' | 'infinite' | a number. */
  stock?: string | number;
}

interface ProductCategory {
  category: string;
  name: string[];
  uri: string;
}

export interface Product extends PriceFields {
  /** Centra's display item id ("product"), used for add-to-cart and relations. */
  id: string;
  sku: string;
  name: string;
  uri: string;
  type?: string;
  available: boolean;
  brand?: string;
  brandName?: string;
  brandUri?: string;
  excerpt?: string;
  description?: string;
  items: ProductItem[];
  categoryName?: string;
  categoryUri?: string;
  categories: ProductCategory[];
  /** Each image once per size (`PRODUCT_IMAGE_WIDTHS`), in the same order in every size. */
  media?: { standard: string[]; thumb?: string[] };
  createdAt?: string;
  relation?: string;
  relatedProducts: Product[];
  offer_text?: string;
  flavour?: string;
  strength?: string;
  format?: string;
  content_per_package_text?: string;
  portions_per_package_text?: string;
  nicotine_per_package?: string;
  nicotine_ratio_text?: string;
  popularity_text?: string;
  out_of_stock_behavior_value?: string;
  dp_seo_description?: string;
  dp_seo_excerpt?: string;
  bundleInfo?: BundleInfo;
  tags: ProductTag[];
  /** Present instead of the single price fields when read for all pricelists. */
  prices?: Record<string, PricelistPrice>;
  /** The Centra markets that sell it, when read for all markets. */
  markets?: number[];
}

/** Whether a market sells the product; unknown when read for one market, so assumed. */
export function soldIn(product: Pick<Product, 'markets'>, centraMarket: number): boolean {
  return !product.markets || product.markets.includes(centraMarket);
}

/**
 * A time as Centra writes it ("2024-02-16 10:15:22", in UTC) or as an ISO string, in
 * milliseconds since 1970; NaN for text that is no time.
 */
export function centraTime(value: string): number {
  return Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? `${value.replace(' ', 'T')}Z` : value);
}

/** When the product was created, in Unix seconds; undefined when unknown or unreadable. */
export function createdSeconds(product: Pick<Product, 'createdAt'>): number | undefined {
  const time = product.createdAt ? centraTime(product.createdAt) : Number.NaN;
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}

/** Numeric popularity_text; missing or non-numeric text counts as 0. */
export function popularityOf(product: Pick<Product, 'popularity_text'>): number {
  const value = Number(product.popularity_text);
  return product.popularity_text !== undefined && Number.isFinite(value) ? value : 0;
}

/** A bundle variant is a related product in the 'variant' relation that carries bundleInfo. */
export function isVariant(product: Pick<Product, 'relation'>): boolean {
  return product.relation === 'variant';
}
