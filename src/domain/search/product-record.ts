import { createdSeconds, popularityOf, priceFor, type Product } from '../catalogue';
import { joinPath } from '../urls';

/** One product in a language's search index. */
export interface ProductRecord {
  objectID: string;
  title: string;
  brand?: string;
  /** The flavour's code ("mint") for facets, and its word in the index's language, searchable. */
  flavour?: string;
  flavourName?: string;
  /** The strength's word in the index's language ("Strong"), searchable; the level 1–4 for filters. */
  strength?: string;
  strengthLevel?: number;
  category?: string;
  /** The format's code ("slim") for facets, and its word in the index's language, searchable. */
  format?: string;
  formatName?: string;
  popularity: number;
  /** Unix seconds. */
  createdAt?: number;
  /** In the language's market pricelist. */
  price?: number;
  _tags: string[];
  /** Category path, then product path, without domain or locale. */
  uri: string;
  /** The product's first image in Centra's `standard` size, and in its `thumb` size for cards. */
  image?: string;
  thumbnail?: string;
}

/** The index language's word for a product's flavour, strength or format value. */
export type ValueName = (attribute: 'flavor' | 'strength' | 'format', value: string) => string;

/** The search record of a product for one market's pricelist, in the index's language. */
export function productRecord(
  product: Product,
  pricelist: number | string,
  valueName: ValueName,
): ProductRecord {
  let price: number | undefined;
  try {
    price = priceFor(product, pricelist).priceAsNumber;
  } catch {
    price = undefined;
  }
  const createdAt = createdSeconds(product);
  return {
    objectID: product.id,
    title: product.name,
    ...(product.brandName ? { brand: product.brandName } : {}),
    ...(product.flavour
      ? { flavour: product.flavour, flavourName: valueName('flavor', product.flavour) }
      : {}),
    ...(product.strength
      ? {
          strength: valueName('strength', product.strength),
          strengthLevel: Number(product.strength),
        }
      : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    ...(product.format
      ? { format: product.format, formatName: valueName('format', product.format) }
      : {}),
    popularity: popularityOf(product),
    ...(createdAt !== undefined ? { createdAt } : {}),
    ...(price !== undefined ? { price } : {}),
    _tags: [...product.tags],
    uri: joinPath(product.categoryUri, product.uri),
    ...(product.media?.standard[0] ? { image: product.media.standard[0] } : {}),
    ...(product.media?.thumb?.[0] ? { thumbnail: product.media.thumb[0] } : {}),
  };
}

/** The index settings of every product index: what is searched, faceted, and how ties break. */
export const PRODUCT_INDEX_SETTINGS = {
  searchableAttributes: [
    'title',
    'brand',
    'flavourName',
    'flavour',
    'strength',
    'category',
    'formatName',
    'format',
  ],
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
