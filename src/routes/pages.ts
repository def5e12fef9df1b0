import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { htmlResponse } from '../render/html-response';
import { notFoundPageState } from '../render/page-state';
import { blogPage, blogEntryPage } from './pages/blog-pages';
import { faqPage, newsletterPage } from './pages/info-pages';
import { homePage } from './pages/home-page';
import { pageContext } from './page-context';
import { landingPages } from './pages/landing-pages';
import { productPages } from './pages/product-pages';

const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/_local/');

export const renderOptions = (c: Context<AppEnv>) => ({
  nonce: c.get('nonce'),
  signal: c.req.raw.signal,
  onError: (error: unknown) => console.error('SSR error', error),
});

/**
 * The storefront's pages, by the path without its locale prefix. Each handler answers its
 * page or undefined (not one of its paths, or no such content), and the 404 page follows.
 */
export const pageRoutes = new Hono<AppEnv>().get('*', async (c, next) => {
  if (isApiPath(c.req.path)) return next();
  const path = c.get('market').pathWithoutLocale.replace(/\/+$/, '') || '/';
  const context = await pageContext(c);
  const state =
    path === '/'
      ? await homePage(context)
      : path === '/faq'
        ? await faqPage(context)
        : path === '/newsletter'
          ? await newsletterPage(context)
          : ((await productPages(context, path, context)) ??
            (await blogPage(context, path, c.req.query('page'))) ??
            (await blogEntryPage(context, path, c.req.query('page'))) ??
            (await landingPages(context, path, context)));
  if (!state) return next();
  const response = await htmlResponse(state, 200, renderOptions(c));
  // Preview pages show drafts to one browser: never stored by any cache.
  if (context.preview) response.headers.set('Cache-Control', 'private, no-store');
  return response;
});

export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  if (isApiPath(c.req.path))
    return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
  const { input } = await pageContext(c);
  return htmlResponse(notFoundPageState(input), 404, renderOptions(c));
}
