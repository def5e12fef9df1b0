import type { Listing } from './listing';
import { FILTER_ATTRIBUTE, FILTER_NAMES, type FilterName } from './filters';

export type FilterOptions = Record<FilterName, string[]>;

/** Known formats in display order; any other format value is listed before them. */
export const FORMAT_ORDER = ['mini', 'superslim', 'slim', 'normal', 'large'] as const;

// One collator for every comparison: localeCompare with options builds one on each call, which
// was a tenth of a product list's render. Made on first use, not at the module's load: building
// it loads collation data, 16 ms of every isolate's start, also of one that never sorts a filter.
let collator: Intl.Collator | undefined;
function alphabetical(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}

function byStrength(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  const [xNumeric, yNumeric] = [Number.isFinite(x), Number.isFinite(y)];
  if (xNumeric && yNumeric) return x - y;
  if (xNumeric !== yNumeric) return xNumeric ? -1 : 1;
  return alphabetical(a, b);
}

function byFormat(a: string, b: string): number {
  const rank = (value: string) => (FORMAT_ORDER as readonly string[]).indexOf(value);
  const [x, y] = [rank(a), rank(b)];
  if (x === -1 && y === -1) return alphabetical(a, b);
  return x - y;
}

const ORDER: Record<FilterName, (a: string, b: string) => number> = {
  brand: alphabetical,
  flavor: alphabetical,
  strength: byStrength,
  format: byFormat,
};

/** The values each filter can take in a product list, deduplicated and in display order. */
export function filterOptions(products: readonly Listing[]): FilterOptions {
  const options = {} as FilterOptions;
  for (const name of Object.keys(ORDER) as FilterName[]) {
    const values = new Set<string>();
    for (const product of products) {
      const value = FILTER_ATTRIBUTE[name](product)?.trim();
      if (value) values.add(value);
    }
    options[name] = [...values].sort(ORDER[name]);
  }
  return options;
}

export interface FilterChoice {
  name: FilterName;
  values: { value: string; count: number; active: boolean }[];
}

/**
 * The filter dialog's choices: each filter's values in display order, how many of the list's
 * products have each, and which are switched on. Filters without values are left out.
 */
export function filterChoices(
  products: readonly Listing[],
  active: readonly { name: FilterName; values: readonly string[] }[],
): FilterChoice[] {
  const options = filterOptions(products);
  return FILTER_NAMES.map((name) => ({
    name,
    values: options[name].map((value) => ({
      value,
      count: products.filter((product) => FILTER_ATTRIBUTE[name](product)?.trim() === value).length,
      active: active.some((filter) => filter.name === name && filter.values.includes(value)),
    })),
  })).filter((choice) => choice.values.length > 0);
}
