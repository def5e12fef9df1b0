import type { CategoryInfo, IndexRow } from '../catalogue/product-query';
import type { CatalogueContext, ProductRecord } from '../catalogue/product-record';
import type {
  ProductTranslation,
  SeedCategory,
  SeedPrice,
  SeedProduct,
} from '../../../../seed/catalogue/seed-types';

interface IndexQueryRow {
  id: number;
  uri: string;
  brand_id: number;
  brand_name: string;
  flavour: string;
  strength: string;
  format: string;
  tags: string;
  category_ids: string;
  search_text: string;
  created_at: string;
  modified_at: string;
  price: number | null;
  available: number;
}

/** Every product visible in a market (or in all), with what filtering and sorting need. */
export async function loadIndex(
  db: D1Database,
  market: number | 'all',
  sortPricelist: number,
): Promise<IndexRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.uri, p.brand_id, b.name AS brand_name, p.flavour, p.strength, p.format,
              p.document -> '$.tags' AS tags, p.category_ids, p.search_text, p.created_at,
              p.modified_at, pp.price,
              (s.quantity >= i.units OR (p.preorder = 1 AND p.document ->> '$.discontinued' = 0))
                AS available
       FROM products p
       JOIN brands b ON b.id = p.brand_id
       JOIN items i ON i.product_id = p.id
       JOIN stock s ON s.item = i.stock_item
       LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.pricelist = ?2
       WHERE ?1 = 'all' OR EXISTS (SELECT 1 FROM json_each(p.markets) WHERE value = ?1)`,
    )
    .bind(market === 'all' ? 'all' : market, sortPricelist)
    .all<IndexQueryRow>();
  return results.map((row) => ({
    id: row.id,
    uri: row.uri,
    brandId: row.brand_id,
    brandName: row.brand_name,
    flavour: row.flavour,
    strength: row.strength,
    format: row.format,
    tags: JSON.parse(row.tags) as string[],
    categoryIds: JSON.parse(row.category_ids) as number[],
    searchText: row.search_text,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    price: row.price,
    available: row.available === 1,
  }));
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  uri: string;
  sort_order: number;
  meta_title: string;
  meta_description: string;
}

export async function loadCategories(
  db: D1Database,
): Promise<Map<number, SeedCategory & CategoryInfo>> {
  const { results } = await db
    .prepare(`SELECT * FROM categories ORDER BY sort_order`)
    .all<CategoryRow>();
  return new Map(
    results.map((row) => [
      row.id,
      {
        id: row.id,
        name: JSON.parse(row.name) as string[],
        uri: row.uri,
        sortOrder: row.sort_order,
        ...(row.parent_id !== null ? { parent: row.parent_id } : {}),
        metaTitle: row.meta_title,
        metaDescription: row.meta_description,
      },
    ]),
  );
}

interface RecordRow {
  document: string;
  brand_id: number;
  brand_name: string;
  brand_uri: string;
  item: string;
  size_id: string;
  units: number;
  quantity: number;
  preorder: number;
  prices: string;
  translation: string | null;
}

// ?2 is the read's language: only that language's texts are loaded.
const RECORD_COLUMNS = `
  p.document, b.id AS brand_id, b.name AS brand_name, b.uri AS brand_uri, i.item, i.size_id,
  i.units, s.quantity, p.preorder,
  (SELECT t.texts FROM product_texts t WHERE t.product_id = p.id AND t.language = ?2)
    AS translation,
  (SELECT json_group_object(pp.pricelist, json_object('price', pp.price,
     'priceBeforeDiscount', pp.price_before_discount))
   FROM product_prices pp WHERE pp.product_id = p.id) AS prices
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN items i ON i.product_id = p.id
  JOIN stock s ON s.item = i.stock_item`;

function toRecord(row: RecordRow): ProductRecord {
  return {
    seed: JSON.parse(row.document) as SeedProduct,
    brand: { id: row.brand_id, name: row.brand_name, uri: row.brand_uri },
    item: row.item,
    sizeId: row.size_id,
    stockQuantity: row.quantity,
    units: row.units,
    preorder: row.preorder === 1,
    prices: JSON.parse(row.prices ?? '{}') as Record<number, SeedPrice>,
    translation: JSON.parse(row.translation ?? '{}') as ProductTranslation,
  };
}

/**
 * The records of the given products together with their whole families (single can
 * and N-packs) and replacements, which their product objects show as relations.
 */
export async function loadContext(
  db: D1Database,
  ids: readonly number[],
  mediaOrigin: string,
  language: string,
): Promise<CatalogueContext> {
  const idsJson = JSON.stringify(ids);
  const [records, categories] = await Promise.all([
    db
      .prepare(
        `WITH wanted AS (SELECT value AS id FROM json_each(?1)),
              families AS (SELECT DISTINCT family_id FROM products WHERE id IN (SELECT id FROM wanted)),
              replacements AS (
                SELECT r.value AS id FROM products p, json_each(p.document -> '$.replacementIds') r
                WHERE p.id IN (SELECT id FROM wanted))
         SELECT ${RECORD_COLUMNS}
         WHERE p.family_id IN (SELECT family_id FROM families)
            OR p.id IN (SELECT id FROM replacements)
            OR p.family_id IN (SELECT family_id FROM products WHERE id IN (SELECT id FROM replacements))`,
      )
      .bind(idsJson, language)
      .all<RecordRow>(),
    loadCategories(db),
  ]);
  const products = new Map<number, ProductRecord>();
  const families = new Map<number, number[]>();
  for (const row of records.results) {
    const record = toRecord(row);
    products.set(record.seed.id, record);
    const familyId = record.seed.bundle?.baseProductId ?? record.seed.id;
    const members = families.get(familyId) ?? [];
    members.push(record.seed.id);
    families.set(familyId, members);
  }
  for (const members of families.values()) members.sort((a, b) => a - b);
  return { categories, products, families, mediaOrigin };
}

export async function productIdByUri(db: D1Database, uri: string): Promise<number | null> {
  const row = await db
    .prepare(`SELECT id FROM products WHERE uri = ?1`)
    .bind(uri)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function categoryIdByUri(db: D1Database, uri: string): Promise<number | null> {
  const row = await db
    .prepare(`SELECT id FROM categories WHERE uri = ?1`)
    .bind(uri)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export interface BrandRow {
  id: number;
  name: string;
  uri: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export async function loadBrands(db: D1Database): Promise<BrandRow[]> {
  const { results } = await db.prepare(`SELECT * FROM brands ORDER BY name`).all<BrandRow>();
  return results;
}
