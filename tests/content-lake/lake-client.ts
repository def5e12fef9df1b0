import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { createClient, type SanityClient } from '@sanity/client';
import { afterEach, beforeEach, vi } from 'vitest';
import { createApp } from '../../src/app';
import { DEVELOPMENT_EDITOR_TOKEN } from '../../src/config/config';

/** The lake's host in development: the project id `local` before the API host. */
export const LAKE_ORIGIN = 'http://local.localhost:8787';

/**
 * Lets @sanity/client reach the lake over HTTP, as the Studio does: its requests to the
 * lake's host go to the worker's own fetch (a test worker has no network).
 */
export function routeLakeRequestsToTheWorker() {
  beforeEach(stubLakeFetch);
  afterEach(() => vi.unstubAllGlobals());
}

function stubLakeFetch() {
  const network = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return new URL(request.url).hostname === 'local.localhost'
      ? exports.default.fetch(request)
      : network(request);
  });
}

/**
 * As routeLakeRequestsToTheWorker, but each request answers once the work it left for later
 * (`waitUntil`: the publish webhook's automatic translation) is done, so a test sees its
 * outcome, or that there was none, at once.
 */
export function routeLakeRequestsToTheWorkerSettled() {
  const app = createApp();
  beforeEach(() => {
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).hostname !== 'local.localhost') return network(request);
      const context = createExecutionContext();
      const response = await app.fetch(request, env, context);
      const body = await response.arrayBuffer();
      await waitOnExecutionContext(context);
      return new Response(body, response);
    });
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** Runs `work` with the lake's requests routed to the worker (e.g. in a `beforeAll`). */
export async function withLakeRequestsToTheWorker<T>(work: () => Promise<T>): Promise<T> {
  stubLakeFetch();
  try {
    return await work();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A client configured as the Studio configures it: project `local`, API host on localhost. */
export function lakeClient(token?: string): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: 'http://localhost:8787',
    useProjectHostname: true,
    apiVersion: '2026-05-04',
    useCdn: false,
    maxRetries: 0,
    ...(token ? { token } : {}),
  });
}

export const editorClient = () => lakeClient(DEVELOPMENT_EDITOR_TOKEN);
