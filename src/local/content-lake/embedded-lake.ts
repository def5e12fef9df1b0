import type { RequestHandler } from '@sanity/client';
import seedNdjson from '../../../studio/seed/production.ndjson';
import { ContentDataset } from './content-dataset';
import { createContentLakeHandler } from './query-handler';
import { parseNdjson } from './seed/parse-ndjson';
import { resolveSeedAssets } from './seed/resolve-assets';

/** The project id the embedded content source answers to, and the image URLs carry. */
export const EMBEDDED_PROJECT_ID = 'local';
/** Where the seed's images are served (copied to public/media by `npm run build:client`). */
export const EMBEDDED_MEDIA_BASE_URL = '/media';

let seedDataset: ContentDataset | undefined;

/** The seed, parsed once per isolate and only when content is first read. */
function seed(): ContentDataset {
  seedDataset ??= new ContentDataset(
    resolveSeedAssets(parseNdjson(seedNdjson), {
      projectId: EMBEDDED_PROJECT_ID,
      dataset: 'production',
      mediaBaseUrl: EMBEDDED_MEDIA_BASE_URL,
    }),
  );
  return seedDataset;
}

/**
 * The request handler both content clients use when no Sanity project is configured:
 * the seed answers as the `production` dataset; drafts need the read token.
 */
export function embeddedContentHandler(readToken: string): RequestHandler {
  let handler: RequestHandler | undefined;
  return (request, next) => {
    handler ??= createContentLakeHandler({
      projectId: EMBEDDED_PROJECT_ID,
      datasets: { production: seed() },
      readToken,
    });
    return handler(request, next);
  };
}
