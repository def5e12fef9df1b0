import type {
  SeedCategory,
  SeedPrice,
  SeedProduct,
  ProductTranslation,
} from '../../../../seed/catalogue/seed-types';

/** A product as read from D1: the seed document plus its live stock and brand. */
export interface ProductRecord {
  seed: SeedProduct;
  brand: { id: number; name: string; uri: string };
  item: string;
  sizeId: string;
  /** Units left of the physical item this product draws on. */
  stockQuantity: number;
  /** Units of that stock one of these takes (N for an N-pack). */
  units: number;
  /** Whether the family is sold on preorder when out of stock. */
  preorder: boolean;
  prices: Record<number, SeedPrice>;
  /** What the read's language says differently from English (none for English). */
  translation: ProductTranslation;
}

export interface CatalogueContext {
  categories: ReadonlyMap<number, SeedCategory>;
  /** Products by id, for relations and bundle components. */
  products: ReadonlyMap<number, ProductRecord>;
  /** Members of each family (single can and N-packs), by family id. */
  families: ReadonlyMap<number, number[]>;
  /** Absolute origin that site-relative media paths are resolved against. */
  mediaOrigin: string;
}

/** Below this many units an item reports Centra's 'few' instead of 'yes'. */
const FEW_THRESHOLD = 5;

function purchasableUnits(record: ProductRecord): number {
  return Math.floor(record.stockQuantity / record.units);
}

export function stockValue(record: ProductRecord): 'yes' | 'few' | 'no' | 'preorder' {
  const units = purchasableUnits(record);
  if (units > FEW_THRESHOLD) return 'yes';
  if (units > 0) return 'few';
  return record.preorder && !record.seed.discontinued ? 'preorder' : 'no';
}

export function isAvailable(record: ProductRecord): boolean {
  return stockValue(record) !== 'no';
}

export function familyIdOf(seed: SeedProduct): number {
  return seed.bundle?.baseProductId ?? seed.id;
}
