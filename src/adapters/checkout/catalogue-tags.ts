/**
 * What a catalogue read was built from, as purge tags: `product:{id}` for every product it
 * shows (a list's, a category's, a product's related products), and `catalogue:countries` for
 * the countries the shop ships to. A stock or price change purges the reads that show the
 * product changed: its own page, the lists and pages it appears on, nothing else. A product
 * that joins a list it was not on (new in a category) is seen when the list goes stale, within
 * a minute; a purge of everything (no products named) sees it at once.
 */
export function catalogueTags(read: string, value: unknown): string[] {
  if (read === 'shipping-countries') return ['catalogue:countries'];
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
