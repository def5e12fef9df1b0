import { valuesAt, type SearchRecord } from './record-values';

export interface FacetResult {
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

/** Value counts over every hit for the facets asked for (all faceting attributes for `*`). */
export function countFacets(
  records: readonly SearchRecord[],
  requested: readonly string[],
  facetAttributes: readonly string[],
  maxValuesPerFacet: number,
): FacetResult {
  const names = requested.includes('*')
    ? facetAttributes
    : requested.filter((name) => facetAttributes.includes(name));
  const facets: FacetResult['facets'] = {};
  const stats: FacetResult['facets_stats'] = {};
  for (const name of names) {
    const counts = new Map<string, number>();
    const numbers: number[] = [];
    for (const record of records) {
      for (const value of new Set(valuesAt(record, name))) {
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
          continue;
        counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        if (typeof value === 'number') numbers.push(value);
      }
    }
    facets[name] = Object.fromEntries(
      [...counts]
        .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
        .slice(0, maxValuesPerFacet),
    );
    if (numbers.length > 0) {
      const sum = numbers.reduce((total, value) => total + value, 0);
      stats[name] = {
        min: Math.min(...numbers),
        max: Math.max(...numbers),
        avg: sum / numbers.length,
        sum,
      };
    }
  }
  return { facets, facets_stats: stats };
}
