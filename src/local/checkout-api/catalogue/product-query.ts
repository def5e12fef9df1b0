import { z } from 'zod';

const id = z.union([z.string().trim().min(1).max(64), z.number().int()]).transform(String);
const idList = z.array(id).max(1000);
const whole = (max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number')])
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));
const allOrId = z.union([z.literal('all'), whole(1_000_000)]);

const SORT_FIELDS = [
  'uri',
  'categoryItemSort',
  'collectionUri',
  'priceAsNumber',
  'createdAt',
  'modifiedAt',
] as const;

/** Custom-attribute filter fields (the plugin's "Product Filter Fields"). */
const ATTRIBUTE_FILTER_FIELDS = ['flavour', 'strength', 'format', 'tags'] as const;
type AttributeField = (typeof ATTRIBUTE_FILTER_FIELDS)[number];

const valueList = z.array(z.union([z.string().max(100), z.number()]).transform(String)).max(100);

/** The body of POST products. Unknown keys are ignored, like Centra does. */
export const productQuerySchema = z.object({
  skipFirst: whole(1_000_000).optional(),
  limit: whole(10_000).optional(),
  categories: idList.optional(),
  collections: idList.optional(),
  brands: idList.optional(),
  products: idList.optional(),
  search: z.string().max(200).optional(),
  relatedProducts: z.boolean().optional(),
  onlyAvailable: z.boolean().optional(),
  sortOrder: z
    .array(z.object({ field: z.enum(SORT_FIELDS), order: z.enum(['asc', 'desc']).default('asc') }))
    .max(5)
    .optional(),
  language: z.string().max(10).optional(),
  market: allOrId.optional(),
  pricelist: allOrId.optional(),
  flavour: valueList.optional(),
  strength: valueList.optional(),
  format: valueList.optional(),
  tags: valueList.optional(),
});

export type ProductQuery = z.output<typeof productQuerySchema>;

/** What the query engine needs of each product; read in one pass from D1. */
export interface IndexRow {
  id: number;
  uri: string;
  brandId: number;
  brandName: string;
  flavour: string;
  strength: string;
  format: string;
  tags: string[];
  categoryIds: number[];
  searchText: string;
  createdAt: string;
  modifiedAt: string;
  /** Price in the pricelist the read sorts by; null when not sold there. */
  price: number | null;
  available: boolean;
}

export interface CategoryInfo {
  id: number;
  name: string[];
  uri: string;
  sortOrder: number;
}

interface FilterValue {
  value: string;
  count: number;
  totalCount: number;
  data: unknown;
}

export interface QueryResult {
  ids: number[];
  productCount: number;
  filter: { field: string; values: FilterValue[] }[];
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

function matches(row: IndexRow, query: ProductQuery): boolean {
  if (query.products && !query.products.includes(String(row.id))) return false;
  if (query.brands && query.brands.length && !query.brands.includes(String(row.brandId)))
    return false;
  if (
    query.categories &&
    query.categories.length &&
    !row.categoryIds.some((category) => query.categories!.includes(String(category)))
  )
    return false;
  // Collections are not used by this catalogue: asking for any matches nothing.
  if (query.collections && query.collections.length) return false;
  if (query.onlyAvailable && !row.available) return false;
  for (const field of ATTRIBUTE_FILTER_FIELDS) {
    const wanted = query[field];
    if (!wanted || !wanted.length) continue;
    const values = attributeValues(row, field);
    if (!values.some((value) => wanted.includes(value))) return false;
  }
  if (query.search) {
    const text = row.searchText;
    if (!words(query.search).every((word) => text.includes(word))) return false;
  }
  return true;
}

function attributeValues(row: IndexRow, field: AttributeField): string[] {
  return field === 'tags' ? row.tags : [row[field]];
}

type Comparator = (a: IndexRow, b: IndexRow) => number;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const SORTERS: Record<(typeof SORT_FIELDS)[number], Comparator> = {
  uri: (a, b) => compareText(a.uri, b.uri),
  collectionUri: (a, b) => compareText(a.uri, b.uri),
  categoryItemSort: (a, b) => a.id - b.id,
  // Unpriced products sort last whichever way.
  priceAsNumber: (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity),
  createdAt: (a, b) => compareText(a.createdAt, b.createdAt),
  modifiedAt: (a, b) => compareText(a.modifiedAt, b.modifiedAt),
};

function sortRows(rows: IndexRow[], sortOrder: ProductQuery['sortOrder']): IndexRow[] {
  const orders = sortOrder?.length
    ? sortOrder
    : [{ field: 'categoryItemSort' as const, order: 'asc' as const }];
  return [...rows].sort((a, b) => {
    for (const { field, order } of orders) {
      if (field === 'priceAsNumber' && (a.price === null || b.price === null)) {
        if (a.price !== b.price) return a.price === null ? 1 : -1;
        continue;
      }
      const result = SORTERS[field](a, b);
      if (result) return order === 'desc' ? -result : result;
    }
    return a.id - b.id;
  });
}

function countBy(rows: IndexRow[], keys: (row: IndexRow) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const key of new Set(keys(row))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function filterField(
  field: string,
  all: IndexRow[],
  matched: IndexRow[],
  keys: (row: IndexRow) => string[],
  data: (value: string) => unknown,
  order: (a: string, b: string) => number,
) {
  const totals = countBy(all, keys);
  const counts = countBy(matched, keys);
  const values = [...totals.keys()].sort(order).map((value) => ({
    value,
    count: counts.get(value) ?? 0,
    totalCount: totals.get(value)!,
    data: data(value),
  }));
  return { field, values };
}

/**
 * Runs POST products over the visible products: AND across fields, OR within a field,
 * `productCount` before paging, and per filter value `count` (in the filtered set)
 * and `totalCount` (over every visible product).
 */
export function runProductQuery(
  visible: IndexRow[],
  query: ProductQuery,
  categories: ReadonlyMap<number, CategoryInfo>,
): QueryResult {
  const matched = visible.filter((row) => matches(row, query));
  const sorted = sortRows(matched, query.sortOrder);
  const skip = query.skipFirst ?? 0;
  const page =
    query.limit === undefined ? sorted.slice(skip) : sorted.slice(skip, skip + query.limit);
  const brandNames = new Map(visible.map((row) => [String(row.brandId), row.brandName]));
  const categoryOf = (value: string) => categories.get(Number(value));
  return {
    ids: page.map((row) => row.id),
    productCount: matched.length,
    filter: [
      filterField(
        'brands',
        visible,
        matched,
        (row) => [String(row.brandId)],
        (value) => ({ brand: value, brandName: brandNames.get(value) }),
        (a, b) => compareText(brandNames.get(a) ?? '', brandNames.get(b) ?? ''),
      ),
      filterField(
        'categories',
        visible,
        matched,
        (row) => row.categoryIds.map(String),
        (value) => {
          const category = categoryOf(value);
          return { category: value, name: category?.name ?? [], uri: category?.uri ?? '' };
        },
        (a, b) => (categoryOf(a)?.sortOrder ?? 0) - (categoryOf(b)?.sortOrder ?? 0),
      ),
      ...ATTRIBUTE_FILTER_FIELDS.map((field) =>
        filterField(
          field,
          visible,
          matched,
          (row) => attributeValues(row, field),
          (value) => value,
          compareText,
        ),
      ),
    ],
  };
}
