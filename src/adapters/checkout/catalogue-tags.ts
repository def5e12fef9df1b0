/** Reads of the catalogue as a whole, each tagged as itself: no product's change is theirs. */
const WHOLE_CATALOGUE_READS: Readonly<Record<string, string>> = {
  'shipping-countries': 'catalogue:countries',
  filters: 'catalogue:filters',
  brands: 'catalogue:brands',
};

/**
 * What a catalogue read was built from, as purge tags: `product:{id}` for every product it
 * shows (a list's, a category's, a product's related products), and its own tag for a read of
 * the catalogue as a whole (the countries the shop ships to, the filters and their values, the
 * brands). A stock or price change purges the reads that show the product changed: its own
 * page, the lists and pages it appears on, nothing else. A product that joins a list it was not
 * on (new in a category, or with a new brand or flavour) is seen when the read goes stale,
 * within a minute; a purge of everything (no products named) sees it at once.
 */
export function catalogueTags(read: string, value: unknown): string[] {
  const whole = WHOLE_CATALOGUE_READS[read];
  if (whole) return [whole];
  const tags = new Set<string>();
  for (const id of productIdsIn(value)) tags.add(`product:${id}`);
  return [...tags].sort();
}

/** What shows search hits, whose products no catalogue read named. */
export const SEARCH_RESULTS_TAG = 'catalogue:search';

/** What a change to these products purges: what shows them, and what shows search hits. */
export const changedProductTags = (productIds: readonly string[]) => [
  ...productIds.map((id) => `product:${id}`),
  SEARCH_RESULTS_TAG,
];

/** A product is an object with its display item id and its SKU. */
function* productIdsIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    for (const item of value) yield* productIdsIn(item);
  } else if (value && typeof value === 'object') {
    const { id, sku } = value as { id?: unknown; sku?: unknown };
    if (typeof id === 'string' && typeof sku === 'string') yield id;
    for (const item of Object.values(value)) yield* productIdsIn(item);
  }
}
