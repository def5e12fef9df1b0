import { createMiddleware } from 'hono/factory';
import { currentGeneration } from '../adapters/cache/cache-keys';
import { FRESHNESS } from '../adapters/cache/freshness';
import type { AppEnv } from '../app-env';
import { loadAssetManifest, type BuildManifest } from '../render/asset-manifest';
import { isPreview } from './preview';
import { nonceOf } from './security-headers';
import { waitUntilOf } from './wait-until';

export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * The query parameters pages read (a search, a list's filters and sort, a blog page). Any
 * other (`utm_source`, `gclid`, a cache-buster) leaves the page as it is, so it must not make
 * another copy of it.
 */
const PAGE_PARAMETERS = ['filters', 'page', 'q', 'sort'];

/** Pages, and the sitemaps made of the same reads. */
const CACHED_TYPES = ['text/html', 'application/xml'];

/** The Cache API key of a page: host and path (they pick the market) and the parameters it reads. */
export function pageCacheKey(url: URL): Request {
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  const query = kept.size > 0 ? `?${kept.toString()}` : '';
  return new Request(`https://page-cache.internal/${url.host}${url.pathname}${query}`);
}

// The entry's hash covers every script it imports; the stylesheet and the error-reporting
// scripts are built apart.
const buildOf = (manifest: BuildManifest) =>
  [
    manifest.entry,
    ...manifest.stylesheets,
    manifest.errorReporting.errors,
    manifest.errorReporting.traced,
  ].join(',');

/**
 * What a cached page depends on: the content and catalogue generations, and the client
 * build, whose hashed script and stylesheet names the page links (a deploy removes the old ones).
 */
async function generations(kv: KVNamespace, assets: Fetcher): Promise<string | undefined> {
  const content = await currentGeneration(kv, 'content');
  const catalogue = await currentGeneration(kv, 'catalogue');
  if (content === undefined || catalogue === undefined) return undefined;
  return [content, catalogue, buildOf(await loadAssetManifest(assets))].join('.');
}

/** A cached page carries the nonce it was rendered with; each visitor gets a fresh one. */
function withNonce(cached: Response, nonce: string, state: string): Response {
  const old = cached.headers.get('X-Page-Nonce');
  const headers = new Headers(cached.headers);
  for (const name of ['X-Page-Nonce', 'X-Fresh-Until', 'X-Generation']) headers.delete(name);
  headers.set(PAGE_CACHE_HEADER, state);
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  const response = new Response(cached.body, { status: cached.status, headers });
  if (!old) return response;
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        if (element.getAttribute('nonce') === old) element.setAttribute('nonce', nonce);
      },
    })
    .transform(response);
}

/**
 * The full-page edge cache, for the routes of pages that are the same for everyone (the
 * page routes add it by page kind): a fresh copy is served as is; after a purge or once
 * stale the page is rendered again, and if that fails (Sanity or the Checkout API down) the
 * old copy is served rather than an error; while KV cannot say which generation is current,
 * a cached copy is served as it is. Preview (a genuine, unexpired preview cookie) and any
 * response that sets a cookie or forbids storing are never stored.
 */
export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (c.req.method !== 'GET' || (await isPreview(c))) {
    await next();
    return;
  }
  // Workers' default cache (the DOM typings in this project do not know `default`).
  const cache = (caches as unknown as { default: Cache }).default;
  const key = pageCacheKey(url);
  const generation = await generations(c.env.CACHE, c.env.ASSETS);
  const cached = await cache.match(key);
  const fresh =
    cached &&
    cached.headers.get('X-Generation') === generation &&
    Number(cached.headers.get('X-Fresh-Until')) > Date.now();
  if (cached && fresh) {
    c.res = withNonce(cached, nonceOf(c), 'HIT');
    return;
  }
  if (cached && generation === undefined) {
    c.res = withNonce(cached, nonceOf(c), 'STALE');
    return;
  }

  let failed = false;
  try {
    await next();
  } catch (error) {
    if (!cached) throw error;
    console.warn('page cache: rendering failed, serving the stale page', error);
    failed = true;
  }
  if (cached && (failed || c.res.status >= 500)) {
    c.res = withNonce(cached, nonceOf(c), 'STALE');
    return;
  }
  const response = c.res;
  const storable =
    generation !== undefined &&
    !c.get('services')?.servedPreviousGeneration() &&
    response.status === 200 &&
    CACHED_TYPES.some((type) => response.headers.get('Content-Type')?.startsWith(type)) &&
    !response.headers.has('Set-Cookie') &&
    !/private|no-store/.test(response.headers.get('Cache-Control') ?? '');
  if (!storable) return;
  const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null];
  const headers = new Headers(response.headers);
  // Only a page carries a nonce to rewrite on each hit; a sitemap is served as it is.
  if (response.headers.get('Content-Type')?.startsWith('text/html'))
    headers.set('X-Page-Nonce', nonceOf(c));
  headers.set('X-Generation', generation as string);
  headers.set('X-Fresh-Until', String(Date.now() + FRESHNESS.page.freshForSeconds * 1000));
  headers.set(
    'Cache-Control',
    `public, max-age=${FRESHNESS.page.freshForSeconds + FRESHNESS.page.staleForSeconds}`,
  );
  waitUntilOf(c)(cache.put(key, new Response(forCache, { status: 200, headers })));
  c.res = new Response(forVisitor, response);
  c.res.headers.set(PAGE_CACHE_HEADER, 'MISS');
});
