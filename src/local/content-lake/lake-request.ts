import { lakeError } from './lake-errors';

/** The parts of a @sanity/client v8 request the embedded lake reads. */
export interface ClientRequest {
  url: string;
  method?: string;
  headers?: Record<string, string | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface LakeQuery {
  apiVersion: string;
  dataset: string;
  query: string;
  params: Record<string, unknown>;
  perspective: string | undefined;
  returnQuery: boolean;
  token: string | undefined;
}

const QUERY_PATH = /\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/?]+)/;

function header(request: ClientRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

function parseParam(name: string, text: string, url: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw lakeError(400, url, {
      error: {
        description: `Unable to parse value of "$${name}=${text}". Please quote string values.`,
        type: 'httpBadRequest',
      },
    });
  }
}

/**
 * Reads a query request the way the Content Lake does: GET carries the query and each
 * `$param` (JSON) in the URL; POST carries `{query, params}` in the body. The client keeps
 * the perspective in `request.query`, not in the URL, so both are read.
 */
export function readLakeQuery(request: ClientRequest): LakeQuery | undefined {
  const url = new URL(request.url, 'http://content-lake.invalid');
  const match = QUERY_PATH.exec(url.pathname);
  if (!match) return undefined;
  const [, apiVersion = '1', dataset = ''] = match;
  const options = request.query ?? {};
  const optionString = (name: string) => {
    const value = options[name] ?? url.searchParams.get(name) ?? undefined;
    return value === undefined || value === null ? undefined : String(value);
  };

  let query = url.searchParams.get('query') ?? undefined;
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = parseParam(key.slice(1), value, request.url);
  }
  if (request.method?.toUpperCase() === 'POST') {
    const body = (typeof request.body === 'string' ? JSON.parse(request.body) : request.body) as
      { query?: unknown; params?: Record<string, unknown> } | undefined;
    if (typeof body?.query === 'string') query = body.query;
    Object.assign(params, body?.params ?? {});
  }
  if (query === undefined) {
    throw lakeError(400, request.url, {
      error: { description: 'Missing "query" in request', type: 'httpBadRequest' },
    });
  }
  const authorization = header(request, 'authorization');
  return {
    apiVersion,
    dataset: decodeURIComponent(dataset),
    query,
    params,
    perspective: optionString('perspective'),
    returnQuery: optionString('returnQuery') !== 'false',
    token: authorization?.replace(/^Bearer\s+/i, '') || undefined,
  };
}
