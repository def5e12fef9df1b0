import { Hono, type Context } from 'hono';
import { contentFor } from '../adapters/content/cached-content';
import type { AppEnv } from '../app-env';
import { isPreview } from '../middleware/preview';
import { waitUntilOf } from '../middleware/wait-until';
import { toPublicConfig } from '../config/public-config';
import { loadAssetManifest } from '../render/asset-manifest';
import { htmlResponse } from '../render/html-response';
import { homePageState, notFoundPageState } from '../render/page-state';

const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/_local/');

async function pageInput(c: Context<AppEnv>) {
  return {
    request: c.get('market'),
    config: toPublicConfig(c.get('config')),
    assets: await loadAssetManifest(c.env.ASSETS),
  };
}

const renderOptions = (c: Context<AppEnv>) => ({
  nonce: c.get('nonce'),
  signal: c.req.raw.signal,
  onError: (error: unknown) => console.error('SSR error', error),
});

/** The content service for this request: its language and market, drafts in preview. */
export async function requestContent(c: Context<AppEnv>) {
  const { market } = c.get('market');
  const preview = await isPreview(c);
  const content = contentFor({
    config: c.get('config'),
    kv: c.env.CACHE,
    language: market.language,
    market: `${market.language}-${market.country}`,
    preview,
    waitUntil: waitUntilOf(c),
  });
  return { content, preview };
}

/** Preview pages show drafts to one browser: never stored by any cache. */
function markPrivate(response: Response, preview: boolean): Response {
  if (preview) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const pageRoutes = new Hono<AppEnv>().get('*', async (c, next) => {
  if (isApiPath(c.req.path) || c.get('market').pathWithoutLocale !== '/') return next();
  const { content, preview } = await requestContent(c);
  const home = await content.home();
  const response = await htmlResponse(
    homePageState(await pageInput(c), {
      metaTitle: home?.metaTitle,
      metaDescription: home?.metaDescription,
    }),
    200,
    renderOptions(c),
  );
  return markPrivate(response, preview);
});

export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  if (isApiPath(c.req.path))
    return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
  return htmlResponse(notFoundPageState(await pageInput(c)), 404, renderOptions(c));
}
