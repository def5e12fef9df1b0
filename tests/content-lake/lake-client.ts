import { exports } from 'cloudflare:workers';
import { createClient, type SanityClient } from '@sanity/client';
import { afterEach, beforeEach, vi } from 'vitest';
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
