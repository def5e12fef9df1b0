import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { createApp } from '../../src/app';

export const ORIGIN = 'http://127.0.0.1:8787';

/** A request through the worker's own fetch handler, as a browser would send it. */
export const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(`${ORIGIN}${path}`, init);

/**
 * A request through the worker whose deferred work (a page stored in the cache, a refresh)
 * is done before it answers, so the next request sees what this one left behind.
 */
export const getSettled = (path: string, init?: RequestInit): Promise<Response> =>
  settledFetch(settledApp, env, path, init);
const settledApp = createApp();

async function settledFetch(
  app: ReturnType<typeof createApp>,
  bindings: object,
  path: string,
  init?: RequestInit,
): Promise<Response> {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, context);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(context);
  return new Response(body, response);
}

/** The worker with some environment overridden, each request's deferred work done as it answers. */
export const withEnvSettled = (overrides: Record<string, unknown>) => {
  const app = createApp();
  return (path: string, init?: RequestInit) =>
    settledFetch(app, { ...env, ...overrides }, path, init);
};

/** The same worker with some environment overridden (a live service, a secret, a limit). */
export const withEnv = (overrides: Record<string, unknown>) => {
  const app = createApp();
  return (path: string, init?: RequestInit) =>
    app.request(path.startsWith('http') ? path : `${ORIGIN}${path}`, init, {
      ...env,
      ...overrides,
    });
};

/** The tokens of a demo deployment (DEMO_PRODUCTION). */
export const DEMO_TOKENS = {
  inspection: 'inspect-'.padEnd(48, 'x'),
  editor: 'editor-'.padEnd(48, 'x'),
};

/** A demo deployment's environment: production, with the three stand-ins switched on by name. */
export const DEMO_PRODUCTION = {
  ENVIRONMENT: 'production',
  EMBEDDED_SERVICES: 'checkout,content,search',
  ALGOLIA_SEARCH_KEY: 'demo-search-key-0123456789',
  INSPECTION_TOKEN: DEMO_TOKENS.inspection,
  SANITY_LOCAL_EDITOR_TOKEN: DEMO_TOKENS.editor,
};

/** The CSRF cookie a page hands out, and the header a same-origin call echoes it in. */
export async function csrf(): Promise<Record<string, string>> {
  const page = await get('/');
  await page.text();
  const token = /csrf_token=([^;]+)/.exec(page.headers.get('Set-Cookie') ?? '')?.[1];
  if (!token) throw new Error('no CSRF cookie on the home page');
  return { Cookie: `csrf_token=${token}`, 'x-csrf-token': token, Origin: ORIGIN };
}

export const postJson = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
  get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Removes every cached read, as if KV had never seen this shop. */
export async function clearKv(): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await env.CACHE.list(cursor ? { cursor } : {});
    await Promise.all(page.keys.map((key) => env.CACHE.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

/**
 * What Sanity's webhook does after a publish: a signed call. A body that names the document
 * purges what was built from it; one with only an id (as `purgeContent` sends) purges all.
 */
export async function publish(document: Record<string, unknown>): Promise<unknown> {
  const body = JSON.stringify(document);
  const response = await withEnv({ SANITY_WEBHOOK_SECRET: 'purge-secret' })('/api/revalidate', {
    method: 'POST',
    headers: {
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), 'purge-secret'),
    },
    body,
  });
  if (response.status !== 200) throw new Error(`purge failed: ${response.status}`);
  return response.json();
}

/** A purge of every content read and page. */
export async function purgeContent(): Promise<void> {
  await publish({ _id: 'homePage' });
}
