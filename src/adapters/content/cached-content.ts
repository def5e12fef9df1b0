import type { Config } from '../../config/config';
import { cacheKey } from '../cache/cache-keys';
import { FRESHNESS } from '../cache/freshness';
import { readThrough } from '../cache/kv-cache';
import { purgeView } from '../cache/purges';
import { contentClientsFor } from './content-clients';
import { contentTags } from './content-tags';
import {
  createContentService,
  fetchWith,
  type ContentFetch,
  type ContentService,
  type UnreadableContent,
} from './content-service';

export interface ContentRequest {
  config: Config;
  kv: KVNamespace;
  /** Where the embedded content lake keeps its documents. */
  db: D1Database;
  language: string;
  /** The market the read is for (part of the cache key). */
  market: string;
  preview: boolean;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Told when a read answered with content that may lack a purge (see ReadThroughOptions). */
  onOutdated?: () => void;
  /** Told what each read answered was built from (see `contentTags`). */
  onTags?: (tags: readonly string[] | undefined) => void;
  /** Told each part of a document a read leaves out because it cannot be read. */
  onUnreadable?: (part: UnreadableContent) => void;
}

/**
 * The content service for one request: published reads through the KV cache (stale while
 * revalidating, stale when Sanity is down), preview reads straight from the drafts client
 * and never cached.
 */
export function contentFor(request: ContentRequest): ContentService {
  const clients = contentClientsFor(request.config, request.db);
  if (request.preview && clients.preview)
    return createContentService(fetchWith(clients.preview), request.language, request.onUnreadable);
  const direct = fetchWith(clients.production);
  const cached: ContentFetch = async <T>(
    query: string,
    params: Record<string, unknown>,
    tag: string,
  ) => {
    const [view, key] = await Promise.all([
      purgeView(request.db),
      cacheKey('content', query, params, request.market),
    ]);
    return readThrough<T>(request.kv, key, () => direct<T>(query, params, tag), {
      ...FRESHNESS.content,
      waitUntil: request.waitUntil,
      tagsOf: (value) => contentTags(query, params, value),
      ...(view ? { purges: { view, scope: 'content' as const } } : {}),
      ...(request.onOutdated ? { onOutdated: request.onOutdated } : {}),
      ...(request.onTags ? { onTags: request.onTags } : {}),
    });
  };
  return createContentService(cached, request.language, request.onUnreadable);
}
