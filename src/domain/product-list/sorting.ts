import { popularityOf, representativePrice, type Product } from '../catalogue';

export { DEFAULT_SORT, isSortMethod, SORT_METHODS, type SortMethod } from './sort-methods';

function priceOrUndefined(product: Product, pricelist: string | number): number | undefined {
  try {
    return representativePrice(product, pricelist).priceAsNumber;
  } catch {
    // An unpriced product cannot be bought; it sorts last instead of breaking the list.
    return undefined;
  }
}

/** Compares with missing values last, whatever the direction. */
function compareKnownFirst<T>(a: T | undefined, b: T | undefined, order: (a: T, b: T) => number) {
  if (a === undefined || b === undefined) return a === undefined ? (b === undefined ? 0 : 1) : -1;
  return order(a, b);
}

/**
 * Sorts a copy (spec §5): popularity descending, newest by createdAt descending, price
 * ascending or descending by the representative price; any other value keeps the order.
 * Array sort is stable, so ties keep their catalogue order.
 */
export function sortProducts(
  products: readonly Product[],
  method: string,
  pricelist: string | number,
): Product[] {
  const copy = [...products];
  switch (method) {
    case 'popularity':
      return copy.sort((a, b) => popularityOf(b) - popularityOf(a));
    case 'newest':
      return copy.sort((a, b) =>
        compareKnownFirst(a.createdAt || undefined, b.createdAt || undefined, (x, y) =>
          y.localeCompare(x),
        ),
      );
    case 'price-asc':
    case 'price-desc': {
      const direction = method === 'price-asc' ? 1 : -1;
      const prices = new Map(
        copy.map((product) => [product, priceOrUndefined(product, pricelist)]),
      );
      return copy.sort((a, b) =>
        compareKnownFirst(prices.get(a), prices.get(b), (x, y) => direction * (x - y)),
      );
    }
    default:
      return copy;
  }
}
