import type { Listing } from './listing';

export const FILTER_NAMES = ['brand', 'format', 'flavor', 'strength'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

export interface ActiveFilter {
  name: FilterName;
  values: string[];
}

/** The product attribute each filter reads. The filter is spelled 'flavor', the attribute 'flavour'. */
export const FILTER_ATTRIBUTE: Record<FilterName, (product: Listing) => string | undefined> = {
  brand: (product) => product.brandName,
  format: (product) => product.format,
  flavor: (product) => product.flavour,
  strength: (product) => product.strength,
};

export function isFilterName(value: unknown): value is FilterName {
  return typeof value === 'string' && (FILTER_NAMES as readonly string[]).includes(value);
}

/** A filter without values lets everything through; otherwise the attribute must be one of them. */
function passesFilter(product: Listing, filter: ActiveFilter): boolean {
  if (filter.values.length === 0) return true;
  const value = FILTER_ATTRIBUTE[filter.name](product);
  return value !== undefined && filter.values.includes(String(value));
}

export function filterProducts<T extends Listing>(
  products: readonly T[],
  filters: readonly ActiveFilter[],
): T[] {
  return products.filter((product) => filters.every((filter) => passesFilter(product, filter)));
}
