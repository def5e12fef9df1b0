/** The sorts of a product list; kept apart so the browser can read them cheaply. */
export const SORT_METHODS = ['popularity', 'newest', 'price-asc', 'price-desc'] as const;
export type SortMethod = (typeof SORT_METHODS)[number];
export const DEFAULT_SORT: SortMethod = 'popularity';

export function isSortMethod(value: unknown): value is SortMethod {
  return typeof value === 'string' && (SORT_METHODS as readonly string[]).includes(value);
}
