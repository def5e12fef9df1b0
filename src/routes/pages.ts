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
import { returnFieldsOf, shopPage } from './pages/shop-pages';
import { readLimitedText } from '../http/read-limited-text';

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
export const pageRoutes = new Hono<AppEnv>()
  // The payment provider's return may post its fields to the receipt page (a form action).
  .post('*', async (c, next) => {
    const path = c.get('market').pathWithoutLocale.replace(/\/+$/, '');
    if (isApiPath(c.req.path) || path !== '/receipt') return next();
    const form = await readReturnForm(c.req.raw);
    if (!form) return c.text('The payment return must be a form of at most 16 KB.', 400);
    const { input } = await pageContext(c);
    const state = shopPage(input, path, returnFieldsOf(form), () => undefined);
    if (!state) return next();
    return privatePage(await htmlResponse(state, 200, renderOptions(c)));
  })
  .get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    const path = c.get('market').pathWithoutLocale.replace(/\/+$/, '') || '/';
    const context = await pageContext(c);
    const url = new URL(c.req.url);
    const shop = shopPage(
      context.input,
      path,
      returnFieldsOf(url.searchParams),
      (name) => url.searchParams.get(name) ?? undefined,
    );
    if (shop) return privatePage(await htmlResponse(shop, 200, renderOptions(c)));
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

/** A page about one shopper (even if only in the browser): never stored by a cache. */
function privatePage(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

const MAX_RETURN_FORM_BYTES = 16 * 1024;

class ReturnFormTooLarge extends Error {}

async function readReturnForm(request: Request): Promise<[string, string][] | undefined> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined;
  try {
    const text = await readLimitedText(
      request,
      MAX_RETURN_FORM_BYTES,
      () => new ReturnFormTooLarge(),
    );
    return [...new URLSearchParams(text)];
  } catch (error) {
    if (error instanceof ReturnFormTooLarge) return undefined;
    throw error;
  }
}

export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  if (isApiPath(c.req.path))
    return c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404);
  const { input } = await pageContext(c);
  return htmlResponse(notFoundPageState(input), 404, renderOptions(c));
}
