import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { accessOf, type Access, type EngineKeys } from './engine-keys';
import { EngineRequestError, errorResponse } from './engine-errors';
import { indexSettingsSchema } from './index-settings';
import { readSearchParams } from './read-params';
import type { SearchRecord } from './record-values';
import type { BatchRequest, SearchEngine } from './search-engine';

/** A search (read key) is small; indexing with the admin key sends batches of records. */
const MAX_READ_BODY_BYTES = 64 * 1024;
const MAX_WRITE_BODY_BYTES = 10 * 1024 * 1024;
/** At most this many searches in one multi-query call. */
const MAX_QUERIES = 50;

/**
 * The body as text, refusing it as soon as it grows past `limit` bytes: a client that says
 * nothing of its length (or lies) is stopped while streaming, not after buffering it all.
 */
async function cappedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () =>
    new EngineRequestError(413, `Request body is too large: at most ${limit} bytes`);
  if (declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

type EngineEnv = { Variables: { body: unknown; access: Access } };

const batchSchema = z.object({
  requests: z.array(
    z.object({
      action: z.enum([
        'addObject',
        'updateObject',
        'partialUpdateObject',
        'partialUpdateObjectNoCreate',
        'deleteObject',
        'delete',
        'clear',
      ]),
      body: z.record(z.string(), z.unknown()).optional(),
      indexName: z.string().optional(),
    }),
  ),
});
const operationSchema = z.object({
  operation: z.enum(['copy', 'move']),
  destination: z.string().min(1),
  scope: z.array(z.enum(['settings', 'rules', 'synonyms'])).optional(),
});
const objectsSchema = z.object({
  requests: z.array(
    z.object({
      indexName: z.string(),
      objectID: z.string(),
      attributesToRetrieve: z.array(z.string()).optional(),
    }),
  ),
});

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new EngineRequestError(400, `Invalid ${what}: ${z.prettifyError(result.error)}`);
  return result.data;
}

function decodeCursor(cursor: string): number {
  try {
    return Number(atob(cursor));
  } catch {
    return Number.NaN;
  }
}

/** Reads (search, browse, get, list, task) need a key; writes the admin key. */
const WRITE_METHODS = new Set(['PUT', 'DELETE']);
const READ_POSTS = [/\/queries$/, /\/query$/, /\/browse$/, /\/objects$/, /\/facets\/[^/]+\/query$/];

function needsWrite(method: string, path: string): boolean {
  if (WRITE_METHODS.has(method)) return true;
  if (method !== 'POST') return false;
  return !READ_POSTS.some((pattern) => pattern.test(path));
}

/**
 * The embedded engine's REST surface: Algolia's paths, bodies, status codes and error
 * shapes, so the real algoliasearch client works against it unchanged.
 */
export function createAlgoliaApp(engine: SearchEngine, keys: EngineKeys) {
  const app = new Hono<EngineEnv>();

  app.onError((error, c) => {
    const { status, body } = errorResponse(error);
    if (status === 500) console.error('embedded search engine:', error);
    return c.json(body, status as 400);
  });
  app.notFound((c) => c.json({ message: 'Path not found', status: 404 }, 404));

  // Algolia answers browsers on any origin (the key, not the origin, is the credential): a
  // preflight is answered before the key is asked for, and every answer may be read.
  app.use('/1/*', async (c, next) => {
    if (c.req.method === 'OPTIONS')
      return new Response(null, {
        status: 200,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
          'Access-Control-Allow-Headers':
            c.req.header('access-control-request-headers') ?? 'content-type',
          'Access-Control-Max-Age': '86400',
        },
      });
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });

  app.use('/1/*', async (c, next) => {
    const header = (name: string) => c.req.header(name) ?? c.req.query(name);
    const access = await accessOf(
      keys,
      header('x-algolia-application-id'),
      header('x-algolia-api-key'),
    );
    if (!access) throw new EngineRequestError(403, 'Invalid Application-ID or API key');
    if (needsWrite(c.req.method, c.req.path) && access !== 'write') {
      throw new EngineRequestError(403, 'Method not allowed with this API key');
    }
    c.set('access', access);
    let body: unknown = {};
    if (c.req.method === 'POST' || c.req.method === 'PUT') {
      const limit = access === 'write' ? MAX_WRITE_BODY_BYTES : MAX_READ_BODY_BYTES;
      const text = await cappedText(c.req.raw, limit);
      if (text.trim() !== '') {
        try {
          // The client sends JSON as text/plain (no CORS preflight): read it whatever the type.
          body = JSON.parse(text);
        } catch {
          throw new EngineRequestError(400, 'Invalid JSON in the request body');
        }
      }
    }
    c.set('body', body);
    await next();
  });

  const task = () => ({ taskID: engine.nextTask(), updatedAt: new Date().toISOString() });
  const indexOf = (c: Context<EngineEnv>) => c.req.param('index') as string;

  app.post('/1/indexes/:index/queries', (c) => {
    const body = c.get('body') as { requests?: unknown };
    if (indexOf(c) !== '*' || !Array.isArray(body.requests))
      throw new EngineRequestError(400, 'Expected {"requests": [...]} on /1/indexes/*/queries');
    if (body.requests.length > MAX_QUERIES)
      throw new EngineRequestError(
        400,
        `Too many requests in one call: at most ${MAX_QUERIES}, got ${body.requests.length}`,
      );
    const results = body.requests.map((request: Record<string, unknown>) => {
      const indexName = String(request.indexName ?? '');
      const params = readSearchParams(request);
      const index = engine.get(indexName);
      if (request.type === 'facet') {
        return index.searchForFacetValues(
          String(request.facet ?? ''),
          String(request.facetQuery ?? ''),
          params,
          Number(request.maxFacetHits ?? 10),
          indexName,
        );
      }
      return index.search(params, indexName);
    });
    return c.json({ results });
  });

  app.post('/1/indexes/:index/query', (c) =>
    c.json(engine.get(indexOf(c)).search(readSearchParams(c.get('body')), indexOf(c))),
  );

  const browse = (c: Context<EngineEnv>) => {
    const body = {
      ...(c.get('body') as object),
      ...(c.req.query('cursor') ? { cursor: c.req.query('cursor') } : {}),
    };
    const params = readSearchParams(body);
    const page = params.cursor ? decodeCursor(params.cursor) : 0;
    if (!Number.isInteger(page) || page < 0) throw new EngineRequestError(400, 'Invalid cursor');
    const result = engine.get(indexOf(c)).search({ ...params, page }, indexOf(c), { browse: true });
    return c.json({
      ...result,
      ...(page + 1 < result.nbPages ? { cursor: btoa(String(page + 1)) } : {}),
    });
  };
  app.post('/1/indexes/:index/browse', browse);
  app.get('/1/indexes/:index/browse', browse);

  app.post('/1/indexes/:index/facets/:facet/query', (c) => {
    const body = c.get('body') as Record<string, unknown>;
    return c.json(
      engine
        .get(indexOf(c))
        .searchForFacetValues(
          c.req.param('facet'),
          String(body.facetQuery ?? ''),
          readSearchParams(body),
          Number(body.maxFacetHits ?? 10),
          indexOf(c),
        ),
    );
  });

  app.post('/1/indexes/:index/batch', (c) => {
    const { requests } = parse(batchSchema, c.get('body'), 'batch');
    if (indexOf(c) === '*' && requests.some((request) => !request.indexName)) {
      throw new EngineRequestError(400, 'Every request of a multiple batch needs an indexName');
    }
    const objectIDs = engine.batch(
      indexOf(c) === '*' ? undefined : indexOf(c),
      requests as BatchRequest[],
    );
    const taskID = engine.nextTask();
    if (indexOf(c) === '*') {
      const names = [...new Set(requests.map((request) => request.indexName as string))];
      return c.json({ taskID: Object.fromEntries(names.map((name) => [name, taskID])), objectIDs });
    }
    return c.json({ taskID, objectIDs });
  });

  app.get('/1/indexes/:index/settings', (c) => c.json(engine.get(indexOf(c)).settings));
  app.put('/1/indexes/:index/settings', (c) => {
    engine
      .getOrCreate(indexOf(c))
      .setSettings(parse(indexSettingsSchema, c.get('body'), 'settings'));
    return c.json(task());
  });

  app.post('/1/indexes/:index/operation', (c) => {
    const { operation, destination, scope } = parse(operationSchema, c.get('body'), 'operation');
    engine.operation(indexOf(c), operation, destination, scope);
    return c.json(task());
  });

  const taskStatus = (c: Context<EngineEnv>) => {
    const taskID = Number(c.req.param('taskID'));
    if (!engine.isTaskKnown(taskID))
      throw new EngineRequestError(404, `Task ${c.req.param('taskID')} does not exist`);
    return c.json({ status: 'published', pendingTask: false });
  };
  app.get('/1/indexes/:index/task/:taskID', taskStatus);
  app.get('/1/task/:taskID', taskStatus);

  app.get('/1/indexes', (c) => {
    const items = engine.list();
    return c.json({ items, nbPages: 1 });
  });

  app.post('/1/indexes/:index/clear', (c) => {
    engine.get(indexOf(c)).clear();
    return c.json(task());
  });

  app.post('/1/indexes/:index/objects', (c) => {
    if (indexOf(c) !== '*') throw new EngineRequestError(404, 'Path not found');
    const { requests } = parse(objectsSchema, c.get('body'), 'objects request');
    return c.json({
      results: requests.map((request) =>
        engine.has(request.indexName)
          ? (engine.get(request.indexName).getObject(request.objectID) ?? null)
          : null,
      ),
    });
  });

  app.delete('/1/indexes/:index', (c) => {
    engine.delete(indexOf(c));
    return c.json({ taskID: engine.nextTask(), deletedAt: new Date().toISOString() });
  });

  app.post('/1/indexes/:index', (c) => {
    const body = c.get('body') as Record<string, unknown>;
    const objectID = typeof body.objectID === 'string' ? body.objectID : crypto.randomUUID();
    engine.getOrCreate(indexOf(c)).saveObject({ ...body, objectID } as SearchRecord);
    return c.json(
      { createdAt: new Date().toISOString(), taskID: engine.nextTask(), objectID },
      201,
    );
  });

  app.get('/1/indexes/:index/:objectID', (c) => {
    const record = engine.get(indexOf(c)).getObject(c.req.param('objectID'));
    if (!record) throw new EngineRequestError(404, 'ObjectID does not exist');
    return c.json(record);
  });
  app.put('/1/indexes/:index/:objectID', (c) => {
    const objectID = c.req.param('objectID');
    engine
      .getOrCreate(indexOf(c))
      .saveObject({ ...(c.get('body') as object), objectID } as SearchRecord);
    return c.json({ objectID, taskID: engine.nextTask(), updatedAt: new Date().toISOString() });
  });
  app.post('/1/indexes/:index/:objectID/partial', (c) => {
    const objectID = c.req.param('objectID');
    const create = c.req.query('createIfNotExists') !== 'false';
    engine
      .getOrCreate(indexOf(c))
      .partialUpdate(objectID, c.get('body') as Record<string, unknown>, create);
    return c.json({ objectID, taskID: engine.nextTask(), updatedAt: new Date().toISOString() });
  });
  app.delete('/1/indexes/:index/:objectID', (c) => {
    engine.get(indexOf(c)).deleteObject(c.req.param('objectID'));
    return c.json({ taskID: engine.nextTask(), deletedAt: new Date().toISOString() });
  });

  return app;
}
