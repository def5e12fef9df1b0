import type { Flavour, Format, ProductTag } from '../../src/domain/catalogue';

/**
 * The shape of the generated seed catalogue. The generator (catalogue-generator.ts) is
 * deterministic: the same code always yields the same catalogue, so tests, the bench
 * and the e2e journeys can name products by id or uri.
 */
export interface SeedBrand {
  id: number;
  name: string;
  uri: string;
  /** Can colours for the generated SVG images, as #rrggbb. */
  colour: string;
  accent: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface SeedCategory {
  id: number;
  /** The full path of names, root first (Centra's categoryName). */
  name: string[];
  /** The full path of uri segments joined by '/'. */
  uri: string;
  /** Admin sort order: listings without a sortOrder follow it. */
  sortOrder: number;
  parent?: number;
  metaTitle: string;
  metaDescription: string;
}

/** A single can's texts; its multipacks show them too. English is always complete. */
export interface ProductTexts {
  excerpt: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  /** Shop attributes dp_seo_description and dp_seo_excerpt. */
  seoDescription: string;
  seoExcerpt: string;
}

/** What one language says differently from English, for a product. */
export interface ProductTranslation extends Partial<ProductTexts> {
  /** A single can's multipacks by their size: name and variant name ("… 10er-Pack"). */
  packs?: Record<string, { name: string; variantName: string }>;
  contentPerPackageText?: string;
  portionsPerPackageText?: string;
  nicotineRatioText?: string;
  /** The offer's words on the product, where it has one (offerText stays the offer's key). */
  offerText?: string;
}

/** Prices including VAT, in the pricelist's currency. */
export interface SeedPrice {
  price: number;
  /** Equal to price unless the product is on sale. */
  priceBeforeDiscount: number;
}

export interface SeedProduct {
  /** Centra display item id ("product"). Single cans and N-packs are separate displays. */
  id: number;
  uri: string;
  name: string;
  /** Centra variantName: "Single can" or "10-pack". */
  variantName: string;
  sku: string;
  brandId: number;
  categoryIds: number[];
  flavour: Flavour;
  strength: '1' | '2' | '3' | '4';
  format: Format;
  /** 'YYYY-MM-DD HH:ii:ss', Centra's date format. */
  createdAt: string;
  modifiedAt: string;
  popularity: number;
  tags: ProductTag[];
  offerText?: string;
  contentPerPackageText: string;
  portionsPerPackageText: string;
  nicotinePerPackage: string;
  nicotineRatioText: string;
  /** Nicotine per pouch in mg, what a market's law limits. */
  nicotineMgPerPouch: number;
  /** Every pouch here is tobacco-free; a market's rule may demand it. */
  tobaccoFree: boolean;
  /** What the shop offers when sold out: a preorder or a stock notification. */
  outOfStockBehavior: 'preorder' | 'notify';
  /** A single can's texts; a multipack shows its single can's. */
  texts?: ProductTexts;
  translations: Partial<Record<string, ProductTranslation>>;
  /** Market ids the product is sold in. */
  markets: number[];
  /** Keyed by pricelist id; every pricelist in fixtures/pricelists.ts has an entry. */
  prices: Record<number, SeedPrice>;
  /** Units in stock of the single can (N-packs draw on their base product's stock). */
  stock: number;
  /** Only on N-pack displays. */
  bundle?: { baseProductId: number; quantity: number; discount: number };
  /** Products that replace a discontinued one (relation "replacement"). */
  replacementIds: number[];
  discontinued: boolean;
  /** Site-relative image path, e.g. /media/products/{uri}.webp. */
  image: string;
  /** The same image in the thumbnail width, e.g. /media/products/thumb/{uri}.webp. */
  thumbnail: string;
  ean: string;
}

export interface SeedCatalogue {
  brands: SeedBrand[];
  categories: SeedCategory[];
  products: SeedProduct[];
}
