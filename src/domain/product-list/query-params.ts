import { queryParams, type QueryParams } from './address-query';
import { isFilterName, type ActiveFilter } from './filters';
import { DEFAULT_SORT, isSortMethod, type SortMethod } from './sort-methods';

export interface ProductListQuery {
  activeFilters: ActiveFilter[];
  sort: SortMethod;
}

/**
 * The address form of a list's state: `filters` is the JSON list of active
 * filters, written only when one has values; `sort` only when it is not popularity.
 */
export function writeProductListQuery({
  activeFilters,
  sort,
}: ProductListQuery): Record<string, string> {
  const query: Record<string, string> = {};
  const active = activeFilters.filter((filter) => filter.values.length > 0);
  if (active.length) query.filters = JSON.stringify(active);
  if (sort !== DEFAULT_SORT) query.sort = sort;
  return query;
}

function parseFilter(entry: unknown): ActiveFilter | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { name, values } = entry as { name?: unknown; values?: unknown };
  if (!isFilterName(name) || !Array.isArray(values)) return undefined;
  const strings = values.filter(
    (value): value is string | number => typeof value === 'string' || typeof value === 'number',
  );
  return { name, values: [...new Set(strings.map(String))] };
}

function parseFilters(raw: string | null): ActiveFilter[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const byName = new Map<string, ActiveFilter>();
  for (const filter of parsed.map(parseFilter)) {
    if (filter?.values.length && !byName.has(filter.name)) byName.set(filter.name, filter);
  }
  return [...byName.values()];
}

/** Reads the list state back from an address. Garbage is ignored, never thrown. */
export function readProductListQuery(search: string | QueryParams): ProductListQuery {
  const params = typeof search === 'string' ? queryParams(search) : search;
  const sort = params.get('sort');
  return {
    activeFilters: parseFilters(params.get('filters')),
    sort: isSortMethod(sort) ? sort : DEFAULT_SORT,
  };
}
