import type { RequestHandler } from '@sanity/client';
import { EMBEDDED_MEDIA_BASE_URL, EMBEDDED_PROJECT_ID } from './lake-address';
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
