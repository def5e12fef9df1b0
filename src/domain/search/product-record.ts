import { popularityOf, priceFor, STRENGTH_NAMES, type Product } from '../catalogue';
import { joinPath } from '../urls';

/** One product in a language's search index. */
export interface ProductRecord {
  objectID: string;
  title: string;
  brand?: string;
  flavour?: string;
  /** The strength's name ("Strong"), searchable; the level 1–4 for filters. */
  strength?: string;
  strengthLevel?: number;
  category?: string;
  format?: string;
  popularity: number;
  /** Unix seconds. */
  createdAt?: number;
  /** In the language's market pricelist. */
  price?: number;
  _tags: string[];
  /** Category path, then product path, without domain or locale. */
  uri: string;
  image?: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The search record of a product for one market's pricelist. */
export function productRecord(product: Product, pricelist: number | string): ProductRecord {
  let price: number | undefined;
  try {
    price = priceFor(product, pricelist).priceAsNumber;
  } catch {
    price = undefined;
  }
  const createdAt = product.createdAt ? Date.parse(product.createdAt) : Number.NaN;
  const strengthName = product.strength ? STRENGTH_NAMES[product.strength] : undefined;
  return {
    objectID: product.id,
    title: product.name,
    ...(product.brandName ? { brand: product.brandName } : {}),
    ...(product.flavour ? { flavour: product.flavour } : {}),
    ...(strengthName
      ? { strength: capitalise(strengthName), strengthLevel: Number(product.strength) }
      : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    ...(product.format ? { format: product.format } : {}),
    popularity: popularityOf(product),
    ...(Number.isFinite(createdAt) ? { createdAt: Math.floor(createdAt / 1000) } : {}),
    ...(price !== undefined ? { price } : {}),
    _tags: [...product.tags],
    uri: joinPath(product.categoryUri, product.uri),
    ...(product.media?.standard[0] ? { image: product.media.standard[0] } : {}),
  };
}

/** The index settings of every product index: what is searched, faceted, and how ties break. */
export const PRODUCT_INDEX_SETTINGS = {
  searchableAttributes: ['title', 'brand', 'flavour', 'strength', 'category', 'format'],
  attributesForFaceting: [
    'searchable(brand)',
    'flavour',
    'strength',
    'strengthLevel',
    'format',
    'category',
    'price',
    '_tags',
  ],
  customRanking: ['desc(popularity)'],
} as const;
