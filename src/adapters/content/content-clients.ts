import { createClient, type SanityClient } from '@sanity/client';
import type { Config } from '../../config/config';
import { imageHostOf } from '../../config/image-host';
import { DEADLINES_MS } from '../deadline';
import {
  EMBEDDED_MEDIA_BASE_URL,
  EMBEDDED_PROJECT_ID,
  embeddedContentHandler,
} from '../embedded/content-lake';

/**
 * A page waits for content briefly and retries once (the client's defaults, 120 s and 5
 * retries, would hold a shopper for minutes); past that the cache or the page shell answers.
 */
const REQUEST_TIMEOUT_MS = DEADLINES_MS.content;
const MAX_RETRIES = 1;

export interface ContentClients {
  /** Published content through the CDN, never with a token. */
  production: SanityClient;
  /** Drafts for preview mode: read token, no CDN, stega toward the studio. */
  preview: SanityClient | undefined;
  projectId: string;
  dataset: string;
  /** Base of image URLs: Sanity's CDN, or the worker's /media in embedded mode. */
  imageBaseUrl: string | undefined;
}

const clients = new WeakMap<Config, ContentClients>();

/**
 * The production client (CDN, published) and the preview client (read token, drafts), built
 * once per isolate config. With no project id they are the very same clients answered
 * in-process by the embedded lake, kept in `db` (D1).
 */
export function contentClientsFor(config: Config, db?: D1Database): ContentClients {
  const cached = clients.get(config);
  if (cached) return cached;
  const live = config.services.content === 'live';
  const projectId = live ? (config.SANITY_PROJECT_ID as string) : EMBEDDED_PROJECT_ID;
  // The embedded lake holds one dataset, the seed, named as the import names it.
  const dataset = live ? config.SANITY_DATASET : 'production';
  const readToken = config.contentReadToken;
  const embedded = live ? {} : { requestHandler: embeddedContentHandler(readToken ?? '', db) };
  // A custom API host (a proxy, Sanity's staging, the stand-ins' process) as the client takes it.
  const host = live && config.SANITY_API_HOST ? { apiHost: config.SANITY_API_HOST } : {};
  const common = {
    projectId,
    dataset,
    ...host,
    ...(live ? { useProjectHostname: config.SANITY_USE_PROJECT_HOSTNAME } : {}),
    timeout: REQUEST_TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
    ...embedded,
  };

  const built: ContentClients = {
    production: createClient({
      ...common,
      apiVersion: config.SANITY_API_VERSION,
      useCdn: true,
      // Explicit, because API versions before 2025-02-19 default to the raw perspective.
      perspective: 'published',
    }),
    preview: readToken
      ? createClient({
          ...common,
          apiVersion: config.SANITY_PREVIEW_API_VERSION,
          useCdn: false,
          token: readToken,
          perspective: 'drafts',
          stega: { enabled: true, studioUrl: '/studio' },
        })
      : undefined,
    projectId,
    dataset,
    imageBaseUrl: live ? imageHostOf(config.SANITY_API_HOST) : EMBEDDED_MEDIA_BASE_URL,
  };
  clients.set(config, built);
  return built;
}
