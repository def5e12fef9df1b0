import type { Listing } from './listing';
import { FILTER_ATTRIBUTE, FILTER_NAMES, type FilterName } from './filters';

export type FilterOptions = Record<FilterName, string[]>;

/** Known formats in display order; any other format value is listed before them. */
const FORMAT_ORDER = ['mini', 'superslim', 'slim', 'normal', 'large'] as const;

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

/** One filter's values in display order (brands and flavours alphabetically, …), each once. */
export function sortFilterValues(name: FilterName, values: Iterable<string | undefined>): string[] {
  const kept = new Set<string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) kept.add(trimmed);
  }
  return [...kept].sort(ORDER[name]);
}

/** The values each filter can take in a product list, deduplicated and in display order. */
function filterOptions(products: readonly Listing[]): FilterOptions {
  const options = {} as FilterOptions;
  for (const name of FILTER_NAMES)
    options[name] = sortFilterValues(
      name,
      products.map((product) => FILTER_ATTRIBUTE[name](product)),
    );
  return options;
}

export interface FilterChoice {
  name: FilterName;
  values: { value: string; count: number; active: boolean }[];
}

/**
 * One filter's choices among `values` (in their order): how many of the list's products have
 * each, and which are switched on. A value none of them has is left out unless it is switched
 * on: choosing it would empty the list, and a switched-on one must be there to switch off.
 */
export function filterChoice(
  name: FilterName,
  products: readonly Listing[],
  active: readonly { name: FilterName; values: readonly string[] }[],
  values: readonly string[],
): FilterChoice {
  const counts = new Map<string, number>();
  for (const product of products) {
    const value = FILTER_ATTRIBUTE[name](product)?.trim();
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const on = new Set(active.flatMap((filter) => (filter.name === name ? filter.values : [])));
  return {
    name,
    values: values
      .map((value) => ({ value, count: counts.get(value) ?? 0, active: on.has(value) }))
      .filter((choice) => choice.count > 0 || choice.active),
  };
}

/**
 * The filter dialog's choices: the values each filter offers (`available`: the catalogue's,
 * or else every value in the list) in display order, with their counts in the list and which
 * are switched on. Filters without values are left out.
 */
export function filterChoices(
  products: readonly Listing[],
  active: readonly { name: FilterName; values: readonly string[] }[],
  available: FilterOptions = filterOptions(products),
): FilterChoice[] {
  return FILTER_NAMES.map((name) => filterChoice(name, products, active, available[name])).filter(
    (choice) => choice.values.length > 0,
  );
}
