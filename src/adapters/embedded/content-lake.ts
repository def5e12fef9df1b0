import type { RequestHandler } from '@sanity/client';
import type { PublishedChange } from '../../domain/translation';
import {
  EMBEDDED_MEDIA_BASE_URL,
  EMBEDDED_PROJECT_ID,
} from '../../local/content-lake/lake-address';
import { notInThisBuild, onFirstUse } from './on-first-use';

export {
  EMBEDDED_MEDIA_BASE_URL,
  EMBEDDED_PROJECT_ID,
} from '../../local/content-lake/lake-address';

const lake = onFirstUse('content lake', () =>
  EMBEDDED_SERVICES_IN_BUILD
    ? import('../../local/content-lake/embedded-lake')
    : notInThisBuild('content lake'),
);

/**
 * The request handler both content clients use when no Sanity project is configured: the
 * embedded lake (and its seed) is loaded on the first content read. Its documents are in
 * `db` (D1), or in memory where there is no database.
 */
export function embeddedContentHandler(
  readToken: string,
  db: D1Database | undefined,
): RequestHandler {
  let handler: RequestHandler | undefined;
  return async (request, next) => {
    handler ??= (await lake()).embeddedContentHandler(readToken, db);
    return handler(request, next);
  };
}

export interface LakeApiDependencies {
  db: D1Database;
  readToken: string;
  editorToken: string;
  /** Told of every change to a published document, as Sanity's webhook is. */
  onPublished: (changes: PublishedChange[]) => Promise<void>;
  allowOrigin: (origin: string) => boolean;
}

interface LakeApi {
  fetch: (request: Request) => Response | Promise<Response>;
}

/**
 * Sanity's HTTP API answered by the embedded lake (for the Studio and any @sanity/client),
 * built for the request at hand: what a publish starts (the webhook to the shop and the work
 * it leaves for later) belongs to that request. Its documents are in the lake on `db`.
 */
export async function embeddedLakeApi(dependencies: LakeApiDependencies): Promise<LakeApi> {
  const module = await lake();
  return module.createLakeApi({
    lake: module.embeddedLake(dependencies.db),
    projectId: EMBEDDED_PROJECT_ID,
    readToken: dependencies.readToken,
    editorToken: dependencies.editorToken,
    allowOrigin: dependencies.allowOrigin,
    mediaBaseUrl: EMBEDDED_MEDIA_BASE_URL,
    onPublished: dependencies.onPublished,
  });
}

/** An image uploaded to the embedded lake, or undefined. */
export async function embeddedLakeFile(db: D1Database, dataset: string, path: string) {
  return (await lake()).embeddedLake(db).file(dataset, path);
}

/** The embedded lake's changes, as its listener sends them (see `lakeChanges`). */
export async function embeddedLakeChanges(
  db: D1Database | undefined,
  query: string,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  return (await lake()).lakeChanges(db, query, signal);
}
