import { createClient, type RequestHandler, type SanityClient } from '@sanity/client';
import type { Config } from '../../config/config';
import { EMBEDDED_PROJECT_ID } from '../embedded/content-lake';

/** The embedded content lake's HTTP API answered in-process: Sanity's paths, Sanity's answers. */
export type LakeFetch = (request: Request) => Promise<Response>;

/** The automatic translation writes after the webhook has answered: it may take its time. */
const TIMEOUT_MS = 15_000;
const MAX_RETRIES = 2;

/**
 * Hands each request the client built, unchanged, to the embedded lake instead of the network:
 * the client's own pipeline (JSON, errors as ClientError/ServerError, retries) still runs.
 */
const toLake =
  (lake: LakeFetch): RequestHandler =>
  (request, next) =>
    next({
      ...request,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => lake(new Request(input, init)),
    } as typeof request);

/**
 * The client that writes content on the shop's behalf (the automatic translation's drafts): a
 * Sanity project with SANITY_WRITE_TOKEN, no CDN; or the embedded lake with its editor token,
 * reached in-process. Undefined when there is no token (or no lake) to write with.
 */
export function contentWriteClientFor(
  config: Config,
  lake: LakeFetch | undefined,
): SanityClient | undefined {
  const live = config.services.content === 'live';
  const token = live ? config.SANITY_WRITE_TOKEN : config.lakeEditorToken;
  if (!token || (!live && !lake)) return undefined;
  return createClient({
    projectId: live ? (config.SANITY_PROJECT_ID as string) : EMBEDDED_PROJECT_ID,
    // The embedded lake holds one dataset, the seed, named as the import names it.
    dataset: live ? config.SANITY_DATASET : 'production',
    // The host the content clients use (content-clients.ts): a proxy, the stand-ins' process.
    ...(live && config.SANITY_API_HOST ? { apiHost: config.SANITY_API_HOST } : {}),
    ...(live ? { useProjectHostname: config.SANITY_USE_PROJECT_HOSTNAME } : {}),
    apiVersion: config.SANITY_API_VERSION,
    useCdn: false,
    token,
    timeout: TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
    ...(lake && !live ? { requestHandler: toLake(lake) } : {}),
  });
}
