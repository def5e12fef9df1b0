import type { RequestHandler } from '@sanity/client';
import { ContentDataset } from './content-dataset';
import { EMBEDDED_MEDIA_BASE_URL, EMBEDDED_PROJECT_ID } from './lake-address';
import { createContentLakeHandler } from './query-handler';
import { parseNdjson } from './seed/parse-ndjson';
import { resolveSeedAssets } from './seed/resolve-assets';

export { EMBEDDED_MEDIA_BASE_URL, EMBEDDED_PROJECT_ID };

let seedDataset: Promise<ContentDataset> | undefined;

/**
 * The seed, loaded and parsed once per isolate and only when content is first read: its
 * text (megabytes) is a module of its own, so an isolate that never reads it never holds it.
 */
function seed(): Promise<ContentDataset> {
  seedDataset ??= import('../../../studio/seed/production.ndjson').then(
    ({ default: text }) =>
      new ContentDataset(
        resolveSeedAssets(parseNdjson(text), {
          projectId: EMBEDDED_PROJECT_ID,
          dataset: 'production',
          mediaBaseUrl: EMBEDDED_MEDIA_BASE_URL,
        }),
      ),
  );
  return seedDataset;
}

/**
 * The request handler both content clients use when no Sanity project is configured:
 * the seed answers as the `production` dataset; drafts need the read token.
 */
export function embeddedContentHandler(readToken: string): RequestHandler {
  let handler: Promise<RequestHandler> | undefined;
  return async (request, next) => {
    handler ??= seed().then((dataset) =>
      createContentLakeHandler({
        projectId: EMBEDDED_PROJECT_ID,
        datasets: { production: dataset },
        readToken,
      }),
    );
    return (await handler)(request, next);
  };
}
