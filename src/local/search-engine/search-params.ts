import { z } from 'zod';

const stringList = z.union([
  z.array(z.string()),
  z.string().transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
]);
const number = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** The search parameters the engine reads; the rest (analytics, userToken, …) is accepted and ignored. */
export const searchParamsSchema = z.looseObject({
  query: z.string().max(512, 'at most 512 characters').optional(),
  page: number.pipe(z.number().int().min(0)).optional(),
  hitsPerPage: number.pipe(z.number().int().min(0).max(1000)).optional(),
  offset: number.pipe(z.number().int().min(0)).optional(),
  length: number.pipe(z.number().int().min(0).max(1000)).optional(),
  filters: z.string().max(4096, 'at most 4096 characters').optional(),
  facetFilters: z.unknown().optional(),
  numericFilters: z.unknown().optional(),
  tagFilters: z.unknown().optional(),
  facets: stringList.optional(),
  maxValuesPerFacet: number.pipe(z.number().int().min(1).max(1000)).optional(),
  restrictSearchableAttributes: stringList.optional(),
  attributesToRetrieve: stringList.optional(),
  attributesToHighlight: stringList.optional(),
  highlightPreTag: z.string().optional(),
  highlightPostTag: z.string().optional(),
  typoTolerance: z.union([flag, z.enum(['min', 'strict'])]).optional(),
  queryType: z.enum(['prefixLast', 'prefixAll', 'prefixNone']).optional(),
  cursor: z.string().optional(),
});

export type SearchParams = z.infer<typeof searchParamsSchema>;

/** v4 clients and raw REST send the parameters as one URL-encoded string. */
export function paramsFromString(params: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    const trimmed = value.trim();
    if ((trimmed.startsWith('[') || trimmed.startsWith('{')) && trimmed.length > 1) {
      try {
        result[key] = JSON.parse(trimmed);
        continue;
      } catch {
        // Not JSON: keep the text, the schema decides.
      }
    }
    result[key] = value;
  }
  return result;
}

/** The URL-encoded echo of the parameters that Algolia returns as `params`. */
export function paramsToString(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([key, value]) => value !== undefined && key !== 'indexName' && key !== 'params')
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
}
