import type { RequestHandler } from '@sanity/client';
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
 * embedded lake (and its seed) is loaded on the first content read.
 */
export function embeddedContentHandler(readToken: string): RequestHandler {
  let handler: RequestHandler | undefined;
  return async (request, next) => {
    handler ??= (await lake()).embeddedContentHandler(readToken);
    return handler(request, next);
  };
}
