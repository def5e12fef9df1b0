import { z } from 'zod';

/** The index settings the engine honours; others are stored and echoed back. */
export const indexSettingsSchema = z.looseObject({
  searchableAttributes: z.array(z.string()).optional(),
  attributesForFaceting: z.array(z.string()).optional(),
  customRanking: z.array(z.string()).optional(),
  ranking: z.array(z.string()).optional(),
  unretrievableAttributes: z.array(z.string()).optional(),
  attributesToRetrieve: z.array(z.string()).optional(),
  attributesToHighlight: z.array(z.string()).optional(),
  hitsPerPage: z.number().int().min(1).max(1000).optional(),
  paginationLimitedTo: z.number().int().min(1).optional(),
  minWordSizefor1Typo: z.number().int().min(0).optional(),
  minWordSizefor2Typos: z.number().int().min(0).optional(),
  typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict'])]).optional(),
  queryType: z.enum(['prefixLast', 'prefixAll', 'prefixNone']).optional(),
  highlightPreTag: z.string().optional(),
  highlightPostTag: z.string().optional(),
  maxValuesPerFacet: z.number().int().min(1).optional(),
});

export type IndexSettings = z.infer<typeof indexSettingsSchema>;

export const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

/** One searchable attribute: its path, and whether word positions inside it count. */
export interface SearchableAttribute {
  path: string;
  priority: number;
  ordered: boolean;
}

/**
 * `searchableAttributes` as Algolia reads it: list order is priority, `unordered(x)` ignores
 * word position, and "a,b" shares one priority. With none set, every string attribute counts.
 */
export function searchableAttributes(settings: IndexSettings): SearchableAttribute[] | undefined {
  if (!settings.searchableAttributes?.length) return undefined;
  return settings.searchableAttributes.flatMap((entry, priority) =>
    entry.split(',').map((part) => {
      const trimmed = part.trim();
      const unordered = /^unordered\((.+)\)$/.exec(trimmed);
      return { path: unordered?.[1] ?? trimmed, priority, ordered: !unordered };
    }),
  );
}

/** `attributesForFaceting` without its modifiers: searchable(x), filterOnly(x), afterDistinct(x). */
export function facetAttributes(settings: IndexSettings): string[] {
  return (settings.attributesForFaceting ?? []).map(
    (entry) => /^\w+\((.+)\)$/.exec(entry)?.[1] ?? entry,
  );
}
