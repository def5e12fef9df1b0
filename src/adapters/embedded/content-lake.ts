import type { RequestHandler } from '@sanity/client';
import type { Translator } from '../../domain/translation/translator';
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
  /** Told of every change to a published document, to purge what was built from it. */
  onPublished: (documents: Record<string, unknown>[]) => Promise<void>;
  allowOrigin: (origin: string) => boolean;
  translator: Translator;
}

interface LakeApi {
  fetch: (request: Request) => Response | Promise<Response>;
}

const lakeApis = new WeakMap<object, LakeApi>();

/**
 * Sanity's HTTP API answered by the embedded lake (for the Studio and any @sanity/client),
 * built on its first call once per `owner` (the isolate's config).
 */
export async function embeddedLakeApi(owner: object, dependencies: LakeApiDependencies) {
  const built = lakeApis.get(owner);
  if (built) return built;
  const module = await lake();
  const lakeApi = module.createLakeApi({
    lake: module.embeddedLake(dependencies.db),
    projectId: EMBEDDED_PROJECT_ID,
    readToken: dependencies.readToken,
    editorToken: dependencies.editorToken,
    allowOrigin: dependencies.allowOrigin,
    translator: dependencies.translator,
    mediaBaseUrl: EMBEDDED_MEDIA_BASE_URL,
    onPublished: (changes) =>
      dependencies.onPublished(
        changes.flatMap((change) => {
          const document = change.after ?? change.before;
          return document ? [document] : [];
        }),
      ),
  });
  lakeApis.set(owner, lakeApi);
  return lakeApi;
}

/** An image uploaded to the embedded lake, or undefined. */
export async function embeddedLakeFile(db: D1Database, dataset: string, path: string) {
  return (await lake()).embeddedLake(db).file(dataset, path);
}
