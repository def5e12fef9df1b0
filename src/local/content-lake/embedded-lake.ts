import type { RequestHandler } from '@sanity/client';
import { EMBEDDED_MEDIA_BASE_URL, EMBEDDED_PROJECT_ID } from './lake-address';
import { listenStream } from './listen/listen-stream';
import { createContentLakeHandler } from './query-handler';
import { parseNdjson } from './seed/parse-ndjson';
import { resolveSeedAssets } from './seed/resolve-assets';
import { D1LakeStore } from './store/d1-lake-store';
import type { LakeStore } from './store/lake-store';
import { seedSource } from './store/lake-seed';
import { MemoryLakeStore } from './store/memory-lake-store';

export { EMBEDDED_MEDIA_BASE_URL, EMBEDDED_PROJECT_ID };
export { createLakeApi } from './http/lake-api';

/**
 * The committed seed: its text (megabytes) is a module of its own, digested to name it, and
 * parsed only by an isolate that plants it in the lake (or, without a database, holds it).
 */
const seed = seedSource(
  () => import('../../../studio/seed/production.ndjson').then(({ default: text }) => text),
  (text) =>
    resolveSeedAssets(parseNdjson(text), {
      projectId: EMBEDDED_PROJECT_ID,
      dataset: 'production',
      mediaBaseUrl: EMBEDDED_MEDIA_BASE_URL,
    }),
);

const lakes = new WeakMap<object, LakeStore>();
let lakeWithoutDatabase: LakeStore | undefined;

/**
 * The writable lake on `db` (one per database and isolate), or without a database a lake in
 * memory (the bench renders in Node).
 */
export function embeddedLake(db: D1Database | undefined): LakeStore {
  if (!db) return (lakeWithoutDatabase ??= new MemoryLakeStore(seed));
  let lake = lakes.get(db);
  if (!lake) {
    lake = new D1LakeStore(db, seed);
    lakes.set(db, lake);
  }
  return lake;
}

/**
 * The request handler both content clients use when no Sanity project is configured: the
 * lake answers as the `production` dataset; drafts need the read token.
 */
export function embeddedContentHandler(
  readToken: string,
  db: D1Database | undefined,
): RequestHandler {
  return createContentLakeHandler({
    projectId: EMBEDDED_PROJECT_ID,
    lake: embeddedLake(db),
    readToken,
  });
}

/** How often the draft-mode listener looks for new transactions: a change shows within it. */
const CHANGES_POLL_MS = 100;
const CHANGES_HELD_MS = 10 * 60 * 1000;

/**
 * Every change from now on to the documents `query` filters, as Sanity's listener sends them
 * (server-sent events), drafts included: what draft mode's pages follow. Read in-process by
 * the worker, so it is held open and polled often, which no browser connection could afford.
 */
export async function lakeChanges(
  db: D1Database | undefined,
  query: string,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const lake = embeddedLake(db);
  const dataset = 'production';
  const state = await lake.current(dataset);
  return listenStream(
    lake,
    dataset,
    state?.seq ?? 0,
    {
      query,
      params: {},
      includeResult: false,
      includePreviousRevision: false,
      effectFormat: undefined,
      events: new Set(['mutation']),
      authenticated: true,
      pollMs: CHANGES_POLL_MS,
      holdMs: CHANGES_HELD_MS,
      resumed: false,
      retryMs: CHANGES_POLL_MS,
    },
    signal,
  );
}
