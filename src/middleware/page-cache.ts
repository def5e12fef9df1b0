import { createMiddleware } from 'hono/factory';
import { FRESHNESS } from '../adapters/cache/freshness';
import type { AppEnv } from '../app-env';
import { LIST_CARDS_PARAMETER } from '../contract/page-data';
import { loadAssetManifest, type BuildManifest } from '../render/asset-manifest';
import { isPurged, purgeView, type PurgeView } from '../adapters/cache/purges';
import { HeldPages, holdPage, servePage, type HeldPage } from './held-pages';
import { nonceOf } from './security-headers';
import { waitUntilOf } from './wait-until';

const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * The query parameters pages read (a search, a list's filters and sort, a blog page). Any
 * other (`utm_source`, `gclid`, a cache-buster) leaves the page as it is, so it must not make
 * another copy of it.
 */
const PAGE_PARAMETERS = ['filters', 'page', 'q', 'sort', LIST_CARDS_PARAMETER];

/** Pages, and the sitemaps and a list's cards made of the same reads. */
const CACHED_TYPES = ['text/html', 'application/xml', 'application/json'];

/** The Cache API key of a page: host and path (they pick the market) and the parameters it reads. */
function pageCacheKey(url: URL): string {
  const page = `https://page-cache.internal/${url.host}${url.pathname}`;
  if (!url.search) return page;
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMETERS) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  return kept.size > 0 ? `${page}?${kept.toString()}` : page;
}

/**
 * The client build a page links, by its hashed script and stylesheet names (a deploy removes
 * the old ones). The entry's hash covers every script it imports; the stylesheet and the
 * error-reporting scripts are built apart.
 */
const buildOf = (manifest: BuildManifest) =>
  [
    manifest.entry,
    ...manifest.stylesheets,
    manifest.errorReporting.errors,
    manifest.errorReporting.traced,
    manifest.errorReporting.boot,
  ].join(',');

/** Headers only the stored copy carries: what it was built from and the nonce to replace. */
const STORED_ONLY = [
  'X-Page-Nonce',
  'X-Fresh-Until',
  'X-Build',
  'X-Built-Under',
  'X-Content-Tags',
  'X-Catalogue-Tags',
];

/** The header a page's tags of one scope are kept in. */
const TAGS_HEADER = { content: 'X-Content-Tags', catalogue: 'X-Catalogue-Tags' } as const;

/**
 * A scope's tags beyond this many characters are not kept (a product list shows hundreds of
 * products): such a page goes with any purge of that scope, and only of that scope.
 */
const MAX_TAGS_LENGTH = 4 * 1024;

const tagsIn = (header: string | null) => header?.split(' ').filter(Boolean);

/**
 * Pages served lately, held in this isolate's memory so that a hit skips the Cache API: a
 * few hundred pages of 50–300 KB, well inside an isolate's 128 MB.
 */
const heldPages = new HeldPages(24 * 1024 * 1024);

const builtUnderOf = (header: string | null) =>
  header !== null && /^\d+$/.test(header) ? Number(header) : undefined;

/** A stored copy as it is held: its visitors' headers, and its text cut at its nonce. */
function hold(stored: Response): Promise<HeldPage> {
  const headers = new Headers(stored.headers);
  for (const name of STORED_ONLY) headers.delete(name);
  headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
  return holdPage(stored, headers, {
    nonce: stored.headers.get('X-Page-Nonce'),
    build: stored.headers.get('X-Build') ?? '',
    freshUntil: Number(stored.headers.get('X-Fresh-Until')),
    builtUnder: builtUnderOf(stored.headers.get('X-Built-Under')),
    tags: {
      content: tagsIn(stored.headers.get(TAGS_HEADER.content)),
      catalogue: tagsIn(stored.headers.get(TAGS_HEADER.catalogue)),
    },
  });
}

/** The held copy of a page, or the Cache API's when that is newer (another isolate stored it). */
async function heldOrCached(
  key: string,
  isCurrent: (page: HeldPage) => boolean,
): Promise<HeldPage | undefined> {
  const known = heldPages.get(key);
  if (known && isCurrent(known)) return known;
  // Workers' default cache (the DOM typings in this project do not know `default`).
  const cached = await (caches as unknown as { default: Cache }).default.match(key);
  if (!cached) return known;
  const page = await hold(cached);
  heldPages.set(key, page);
  return page;
}

/** The page for one visitor: a nonce of its own, and where it came from. */
function serve(page: HeldPage, nonce: string, state: 'HIT' | 'STALE'): Response {
  const response = servePage(page, nonce);
  response.headers.set(PAGE_CACHE_HEADER, state);
  return response;
}

/**
 * Whether a held page may be served as it is: built for this build, fresh, and hit by no purge
 * numbered after the view its render began under (what a publish or a stock change names, or
 * everything of a scope). No clock decides a purge (docs/cache-freshness.md).
 */
const isCurrent = (page: HeldPage, view: PurgeView, build: string) =>
  page.build === build &&
  page.freshUntil > Date.now() &&
  !isPurged(view, 'content', page.builtUnder, page.tags.content) &&
  !isPurged(view, 'catalogue', page.builtUnder, page.tags.catalogue);

/**
 * The full-page edge cache, for the routes of pages that are the same for everyone (the
 * page routes add it by page kind): a fresh copy is served as is; after a purge or once
 * stale the page is rendered again, and if that fails (Sanity or the Checkout API down) the
 * old copy is served rather than an error; while the purge log cannot be read, a cached copy
 * is served as it is and nothing is stored. Preview (a genuine, unexpired preview cookie) and
 * any response that sets a cookie or forbids storing are never stored.
 */
export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  // Whether this browser sees drafts is settled once per request, by the services middleware.
  if (c.req.method !== 'GET' || c.get('preview')) {
    await next();
    return;
  }
  const key = pageCacheKey(url);
  // The view is taken before the render begins: a purge recorded while it runs is numbered
  // after it, so the page it stores counts as purged by it.
  const [view, manifest] = await Promise.all([
    purgeView(c.env.DB),
    loadAssetManifest(c.env.ASSETS),
  ]);
  const build = buildOf(manifest);
  const current = (page: HeldPage) => view !== undefined && isCurrent(page, view, build);
  const cached = await heldOrCached(key, current);
  if (cached && current(cached)) {
    c.res = serve(cached, nonceOf(c), 'HIT');
    return;
  }
  if (cached && view === undefined) {
    c.res = serve(cached, nonceOf(c), 'STALE');
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
    c.res = serve(cached, nonceOf(c), 'STALE');
    return;
  }
  const response = c.res;
  const storable =
    view !== undefined &&
    !c.get('services')?.isWrongToKeep() &&
    response.status === 200 &&
    CACHED_TYPES.some((type) => response.headers.get('Content-Type')?.startsWith(type)) &&
    !response.headers.has('Set-Cookie') &&
    !/private|no-store/.test(response.headers.get('Cache-Control') ?? '');
  if (!storable) return;
  const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null];
  const headers = new Headers(response.headers);
  // Only a page carries a nonce to rewrite on each hit; a sitemap or cards are served as they are.
  if (response.headers.get('Content-Type')?.startsWith('text/html'))
    headers.set('X-Page-Nonce', nonceOf(c));
  headers.set('X-Build', build);
  headers.set('X-Built-Under', String(view.upTo));
  for (const scope of ['content', 'catalogue'] as const) {
    const tags = c.get('services')?.readTags(scope)?.join(' ');
    if (tags !== undefined && tags.length <= MAX_TAGS_LENGTH) headers.set(TAGS_HEADER[scope], tags);
  }
  headers.set('X-Fresh-Until', String(Date.now() + FRESHNESS.page.freshForSeconds * 1000));
  headers.set(
    'Cache-Control',
    `public, max-age=${FRESHNESS.page.freshForSeconds + FRESHNESS.page.staleForSeconds}`,
  );
  const cache = (caches as unknown as { default: Cache }).default;
  waitUntilOf(c)(cache.put(new Request(key), new Response(forCache, { status: 200, headers })));
  c.res = new Response(forVisitor, response);
  c.res.headers.set(PAGE_CACHE_HEADER, 'MISS');
});
