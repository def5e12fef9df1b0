import type { Listing } from './listing';

export { DEFAULT_SORT, type SortMethod } from './sort-methods';

/** Compares with missing values last, whatever the direction. */
function compareKnownFirst<T>(a: T | undefined, b: T | undefined, order: (a: T, b: T) => number) {
  if (a === undefined || b === undefined) return a === undefined ? (b === undefined ? 0 : 1) : -1;
  return order(a, b);
}

/**
 * Sorts a copy: popularity descending, newest by createdAt descending, price ascending or
 * descending by the list price (the representative variant's); any other value keeps the
 * order (a search's relevance). Array sort is stable, so ties keep their catalogue order.
 */
export function sortProducts<T extends Listing>(products: readonly T[], method: string): T[] {
  const copy = [...products];
  switch (method) {
    case 'popularity':
      return copy.sort((a, b) => b.popularity - a.popularity);
    case 'newest':
      return copy.sort((a, b) => compareKnownFirst(a.createdAt, b.createdAt, (x, y) => y - x));
    case 'price-asc':
    case 'price-desc': {
      const direction = method === 'price-asc' ? 1 : -1;
      return copy.sort((a, b) =>
        compareKnownFirst(a.listPrice, b.listPrice, (x, y) => direction * (x - y)),
      );
    }
    default:
      return copy;
  }
}
