import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
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

export const pageRoutes = new Hono<AppEnv>().get('*', async (c, next) => {
  if (isApiPath(c.req.path) || c.get('market').pathWithoutLocale !== '/') return next();
  return htmlResponse(homePageState(await pageInput(c)), 200, renderOptions(c));
});

export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  if (isApiPath(c.req.path))
    return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
  return htmlResponse(notFoundPageState(await pageInput(c)), 404, renderOptions(c));
}
