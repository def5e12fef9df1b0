import { z } from 'zod';
import { EngineRequestError } from './engine-errors';
import { paramsFromString, searchParamsSchema, type SearchParams } from './search-params';

/** v5 sends flat parameters; v4 and raw REST a `params` string. Both are read, merged. */
export function readSearchParams(body: unknown): SearchParams {
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const {
    params,
    indexName: _indexName,
    type: _type,
    facet: _facet,
    facetQuery: _facetQuery,
    ...flat
  } = record;
  const merged = { ...(typeof params === 'string' ? paramsFromString(params) : {}), ...flat };
  const parsed = searchParamsSchema.safeParse(merged);
  if (!parsed.success)
    throw new EngineRequestError(
      400,
      `Invalid search parameters: ${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}
