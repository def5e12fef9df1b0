import { SEED_VOUCHERS } from '../fixtures/vouchers';
import {
  CATALOGUE_VERSION,
  generateCatalogue,
} from '../../../../seed/catalogue/catalogue-generator';
import { familyIdOf } from '../catalogue/product-record';
import type { SeedCatalogue, SeedProduct } from '../../../../seed/catalogue/seed-types';

/** Children first, so foreign keys never block the wipe. */
const TABLES_IN_DELETE_ORDER = [
  // The shop's record of purchases logged: order numbers start over with the orders.
  'purchases_logged',
  'password_resets',
  'subscriptions',
  'payments',
  'orders',
  'sessions',
  'selection_vouchers',
  'selection_lines',
  'customers',
  'selections',
  'product_prices',
  'product_texts',
  'items',
  'stock',
  'products',
  'categories',
  'brands',
  'vouchers',
  'emulator_settings',
  'meta',
];

// D1 caps a bound value at 2 MB; rows go in as JSON arrays well below that.
const CHUNK = 100;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    result.push(rows.slice(start, start + CHUNK));
  return result;
}

const STRENGTH_WORDS: Record<string, string> = {
  '1': 'weak light',
  '2': 'normal regular',
  '3': 'strong',
  '4': 'extra strong',
};

function searchText(product: SeedProduct, brandName: string): string {
  return [
    product.name,
    brandName,
    product.flavour,
    product.format,
    STRENGTH_WORDS[product.strength] ?? '',
    product.sku,
    product.variantName,
    ...product.tags,
  ]
    .join(' ')
    .toLowerCase();
}

function catalogueStatements(
  db: D1Database,
  catalogue: SeedCatalogue,
  options: { keepStock: boolean } = { keepStock: false },
): D1PreparedStatement[] {
  const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]));
  const singles = new Map(
    catalogue.products.filter((product) => !product.bundle).map((product) => [product.id, product]),
  );
  const statements = [
    db
      .prepare(
        `INSERT INTO brands (id, name, uri, meta_title, meta_description, meta_keywords)
         SELECT value ->> '$.id', value ->> '$.name', value ->> '$.uri', value ->> '$.metaTitle',
                value ->> '$.metaDescription', value ->> '$.metaKeywords'
         FROM json_each(?1)`,
      )
      .bind(JSON.stringify(catalogue.brands)),
    db
      .prepare(
        `INSERT INTO categories (id, parent_id, name, uri, sort_order, meta_title, meta_description)
         SELECT value ->> '$.id', value ->> '$.parent', value -> '$.name', value ->> '$.uri',
                value ->> '$.sortOrder', value ->> '$.metaTitle', value ->> '$.metaDescription'
         FROM json_each(?1)`,
      )
      .bind(JSON.stringify(catalogue.categories)),
  ];
  for (const chunk of chunks(catalogue.products)) {
    const rows = chunk.map((product) => {
      const base = product.bundle ? singles.get(product.bundle.baseProductId) : product;
      return {
        id: product.id,
        uri: product.uri,
        name: product.name,
        brandId: product.brandId,
        familyId: familyIdOf(product),
        flavour: product.flavour,
        strength: product.strength,
        format: product.format,
        popularity: product.popularity,
        createdAt: product.createdAt,
        modifiedAt: product.modifiedAt,
        preorder: (base ?? product).outOfStockBehavior === 'preorder' ? 1 : 0,
        markets: JSON.stringify(product.markets),
        categoryIds: JSON.stringify(product.categoryIds),
        searchText: searchText(product, brandNames.get(product.brandId) ?? ''),
        // Translations live in product_texts: a read loads only its own language's.
        document: JSON.stringify({ ...product, translations: {} }),
        item: `${product.id}-1`,
        stockItem: `${familyIdOf(product)}-1`,
        units: product.bundle?.quantity ?? 1,
        stock: product.stock,
        prices: Object.entries(product.prices).map(([pricelist, price]) => ({
          pricelist: Number(pricelist),
          ...price,
        })),
      };
    });
    const json = JSON.stringify(rows);
    statements.push(
      db
        .prepare(
          `INSERT INTO products (id, uri, name, brand_id, family_id, flavour, strength, format,
             popularity, created_at, modified_at, preorder, markets, category_ids, search_text, document)
           SELECT value ->> '$.id', value ->> '$.uri', value ->> '$.name', value ->> '$.brandId',
             value ->> '$.familyId', value ->> '$.flavour', value ->> '$.strength', value ->> '$.format',
             value ->> '$.popularity', value ->> '$.createdAt', value ->> '$.modifiedAt',
             value ->> '$.preorder', value ->> '$.markets', value ->> '$.categoryIds',
             value ->> '$.searchText', value ->> '$.document'
           FROM json_each(?1)`,
        )
        .bind(json),
      // Single cans own the physical stock; N-packs only point at it. A reseed keeps the
      // count of a can that is still sold.
      db
        .prepare(
          `INSERT INTO stock (item, quantity)
           SELECT value ->> '$.item', value ->> '$.stock' FROM json_each(?1)
           WHERE value ->> '$.item' = value ->> '$.stockItem'
           ${options.keepStock ? 'ON CONFLICT (item) DO NOTHING' : ''}`,
        )
        .bind(json),
      db
        .prepare(
          `INSERT INTO product_texts (product_id, language, texts)
           SELECT value ->> '$.id', value ->> '$.language', value ->> '$.texts' FROM json_each(?1)`,
        )
        .bind(
          JSON.stringify(
            chunk.flatMap((product) =>
              Object.entries(product.translations).map(([language, texts]) => ({
                id: product.id,
                language,
                texts: JSON.stringify(texts),
              })),
            ),
          ),
        ),
      db
        .prepare(
          `INSERT INTO product_prices (product_id, pricelist, price, price_before_discount)
           SELECT product.value ->> '$.id', price.value ->> '$.pricelist', price.value ->> '$.price',
                  price.value ->> '$.priceBeforeDiscount'
           FROM json_each(?1) AS product, json_each(product.value -> '$.prices') AS price`,
        )
        .bind(json),
    );
  }
  // Items last: they reference stock rows that may arrive in a later chunk.
  for (const chunk of chunks(catalogue.products)) {
    statements.push(
      db
        .prepare(
          `INSERT INTO items (item, product_id, size_id, stock_item, units)
           SELECT value ->> '$.item', value ->> '$.id', '1', value ->> '$.stockItem', value ->> '$.units'
           FROM json_each(?1)`,
        )
        .bind(
          JSON.stringify(
            chunk.map((product) => ({
              item: `${product.id}-1`,
              id: product.id,
              stockItem: `${familyIdOf(product)}-1`,
              units: product.bundle?.quantity ?? 1,
            })),
          ),
        ),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT INTO vouchers (code, kind, percent, amounts, description, expires_at)
         SELECT value ->> '$.code', value ->> '$.kind', value ->> '$.percent', value -> '$.amounts',
                value ->> '$.description', value ->> '$.expiresAt'
         FROM json_each(?1)`,
      )
      .bind(JSON.stringify(SEED_VOUCHERS)),
    db
      .prepare(`INSERT INTO meta (key, value) VALUES ('catalogue_version', ?1)`)
      .bind(CATALOGUE_VERSION),
  );
  return statements;
}

/**
 * Wipes every table and loads the seed catalogue, vouchers and stock in one batch (one
 * transaction): a reader never sees half a catalogue.
 */
export async function resetDatabase(db: D1Database): Promise<void> {
  await db.batch([
    ...TABLES_IN_DELETE_ORDER.map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...catalogueStatements(db, generateCatalogue()),
  ]);
}

async function seededVersion(db: D1Database): Promise<string | null> {
  const row = await db
    .prepare(`SELECT value FROM meta WHERE key = 'catalogue_version'`)
    .first<{ value: string }>();
  return row?.value ?? null;
}

/** What the generator writes: replaced whole on a new catalogue, in this order. */
const CATALOGUE_TABLES = [
  'product_texts',
  'product_prices',
  'items',
  'products',
  'categories',
  'brands',
  'vouchers',
] as const;

/**
 * Replaces the catalogue with a newer generator's, in one transaction, and touches nothing a
 * shopper made: customers, orders, payments, subscriptions, sessions and carts stay. Cart
 * lines and vouchers the new catalogue no longer has are dropped with it. Stock of items that
 * still exist keeps its count (sales and restocks happened since the seed); new items get the
 * seed's. Foreign keys are checked at commit, once every row is back.
 */
async function reseedCatalogue(db: D1Database): Promise<void> {
  const catalogue = generateCatalogue();
  const items = JSON.stringify(catalogue.products.map((product) => `${product.id}-1`));
  const codes = JSON.stringify(SEED_VOUCHERS.map((voucher) => voucher.code.toUpperCase()));
  const insert = catalogueStatements(db, catalogue, { keepStock: true });
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    db
      .prepare(`DELETE FROM selection_lines WHERE item NOT IN (SELECT value FROM json_each(?1))`)
      .bind(items),
    db
      .prepare(
        `DELETE FROM selection_vouchers WHERE UPPER(code) NOT IN (SELECT value FROM json_each(?1))`,
      )
      .bind(codes),
    db.prepare(`DELETE FROM meta WHERE key = 'catalogue_version'`),
    ...CATALOGUE_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...insert,
    // Stock rows no item draws on any more.
    db.prepare(`DELETE FROM stock WHERE item NOT IN (SELECT stock_item FROM items)`),
  ]);
}

/**
 * Seeds an empty database, and moves one whose catalogue came from an older generator to the
 * new catalogue, keeping everything shoppers did (see reseedCatalogue).
 */
export async function ensureSeeded(db: D1Database): Promise<void> {
  const version = await seededVersion(db);
  if (version === CATALOGUE_VERSION) return;
  if (!version) return resetDatabase(db);
  console.info(
    `checkout-api: catalogue ${version} → ${CATALOGUE_VERSION}, reseeding the catalogue`,
  );
  await reseedCatalogue(db);
}
