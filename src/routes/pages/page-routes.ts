import { Hono, type Context, type ErrorHandler, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env';
import type { InitialState } from '../../contract/initial-state';
import { isShopperPage } from '../../contract/page-kinds';
import { LIST_CARDS_PARAMETER, type ListCards, type PageKind } from '../../contract/page-data';
import { issueCsrfCookie } from '../../middleware/csrf';
import { localizedPath } from '../../domain/markets';
import { SHOP_PATHS } from '../../domain/urls';
import { ConfigError } from '../../config/config';
import { handlePageError } from '../../middleware/error-handler';
import { pageCache } from '../../middleware/page-cache';
import { nonceOf, paymentPageHeaders, signInPageHeaders } from '../../middleware/security-headers';
import { loadAssetManifest } from '../../render/asset-manifest';
import { htmlResponse } from '../../render/html-response';
import {
  notFoundPageState,
  unavailablePageState,
  type PageStateInput,
} from '../../render/page-state';
import { contentUriPage } from './content-pages';
import { homePage } from './home';
import { faqPage, newsletterPage } from './info-pages';
import { pageContext, type PageContext } from './page-context';
import { shellInput, withinBudget } from './page-shell';
import { allProductsPage, catalogueLookup, catalogueUriPage } from './product-pages';
import {
  ACCOUNT_PATHS,
  accountPage,
  checkoutPage,
  passwordResetPage,
  receiptPage,
} from './shop-pages';

interface PageRoute {
  paths: readonly string[];
  methods?: readonly ('GET' | 'POST')[];
  /** The kinds of page the paths answer with: who they are for decides how they are cached. */
  kinds: readonly PageKind[];
  /** Runs before the page is built (e.g. a size limit on a posted form). */
  before?: readonly MiddlewareHandler<AppEnv>[];
  build(context: PageContext, c: Context<AppEnv>): Promise<InitialState | undefined>;
}

/** A payment provider may post its return fields: a small form, read as such. */
const MAX_RETURN_FORM_BYTES = 16 * 1024;
const NOT_A_RETURN_FORM = 'The payment return must be a form of at most 16 KB.';

const returnFormOnly: readonly MiddlewareHandler<AppEnv>[] = [
  async (c, next) =>
    c.req.method === 'POST' &&
    !c.req.header('Content-Type')?.startsWith('application/x-www-form-urlencoded')
      ? c.text(NOT_A_RETURN_FORM, 400)
      : next(),
  bodyLimit({ maxSize: MAX_RETURN_FORM_BYTES, onError: (c) => c.text(NOT_A_RETURN_FORM, 400) }),
];

async function postedForm(c: Context<AppEnv>): Promise<[string, string][] | undefined> {
  if (c.req.method !== 'POST') return undefined;
  const form = await c.req.parseBody();
  return Object.entries(form).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
}

/**
 * Every page of the storefront, by the path it has in every market (the locale prefix is
 * not part of it). Catalogue and content URIs are chosen by Centra and the studio, so
 * their routes look the URI up; every other page has its own path.
 */
const PAGE_ROUTES: readonly PageRoute[] = [
  { paths: [SHOP_PATHS.home], kinds: ['home'], build: homePage },
  { paths: [SHOP_PATHS.products], kinds: ['product-list'], build: allProductsPage },
  { paths: [SHOP_PATHS.faq], kinds: ['faq'], build: faqPage },
  { paths: [SHOP_PATHS.newsletter], kinds: ['newsletter'], build: newsletterPage },
  {
    paths: [SHOP_PATHS.checkout],
    kinds: ['checkout'],
    before: [paymentPageHeaders],
    build: checkoutPage,
  },
  {
    paths: [SHOP_PATHS.receipt],
    methods: ['GET', 'POST'],
    kinds: ['receipt'],
    before: returnFormOnly,
    build: async (context, c) => receiptPage(context, c, await postedForm(c)),
  },
  {
    paths: ACCOUNT_PATHS,
    kinds: ['account'],
    build: accountPage,
  },
  { paths: [SHOP_PATHS.passwordReset], kinds: ['password-reset'], build: passwordResetPage },
  {
    paths: ['/*'],
    kinds: ['blog', 'blog-post', 'legal', 'landing', 'landing-document', 'product-list', 'product'],
    build: uriPage,
  },
];

/**
 * A page at a URI editors or Centra chose: editors' first (landings, the blog, legal pages),
 * then Centra's (`/{category}`, `/{category}/{product}`). Both are asked at once, so a
 * catalogue page does not wait for the content's answer before its own lookup begins.
 */
async function uriPage(context: PageContext): Promise<InitialState | undefined> {
  const uri = context.request.pathWithoutLocale.replace(/^\/+|\/+$/g, '');
  if (!uri) return undefined;
  const catalogue = catalogueLookup(context, uri);
  return (await contentUriPage(context, uri)) ?? catalogueUriPage(context, uri, catalogue);
}

/**
 * Product and category pages used to live below /products; their old addresses lead to the
 * page's address now, so links and bookmarks from before keep working.
 */
function movedBelowProducts(c: Context<AppEnv>) {
  const { market, domains, pathWithoutLocale } = c.get('market');
  const moved = pathWithoutLocale.slice('/products'.length);
  const search = new URL(c.req.url).search;
  return c.redirect(`${localizedPath(market.language, moved, domains)}${search}`, 301);
}

const renderOptions = async (c: Context<AppEnv>) => ({
  nonce: nonceOf(c),
  signal: c.req.raw.signal,
  onError: (error: unknown) => console.error('SSR error', error),
  words: (await loadAssetManifest(c.env.ASSETS)).words,
});

function pageHandler(route: PageRoute) {
  return async (c: Context<AppEnv>) => {
    const state = await withinBudget(c.req.path, async () => route.build(pageContext(c), c));
    if (!state) return c.notFound();
    // Asked for its cards, a list answers with all of them; any other page is itself.
    if (state.page.kind === 'product-list' && c.req.query(LIST_CARDS_PARAMETER) !== undefined)
      return c.json({ cards: state.page.cards, entries: state.page.entries } satisfies ListCards);
    const response = await htmlResponse(state, 200, await renderOptions(c));
    // A shopper's own page, or drafts shown to one browser: never stored by any cache.
    if (isShopperPage(state.page.kind) || c.get('preview'))
      response.headers.set('Cache-Control', 'private, no-store');
    return response;
  };
}

function pageRouter() {
  const router = new Hono<AppEnv>();
  router.use(issueCsrfCookie);
  router.get('/products/:moved{.+}', movedBelowProducts);
  for (const route of PAGE_ROUTES) {
    const shopper = route.kinds.some(isShopperPage);
    if (shopper && !route.kinds.every(isShopperPage))
      throw new Error(`Page route ${route.paths.join(', ')} mixes shopper and public pages`);
    // Pages for everyone are served from the full-page cache; a shopper's never are, and
    // keep other windows off them.
    const audience = shopper ? [signInPageHeaders] : [pageCache];
    router.on(
      [...(route.methods ?? ['GET'])],
      [...route.paths],
      ...audience,
      ...(route.before ?? []),
      pageHandler(route),
    );
  }
  return router.onError(pageError);
}

/**
 * A page that failed (a service down or too slow) is reported as every error is, then shown
 * as the shop's shell (header, navigation, footer) with a message in the market's language
 * and a way to try again: 503, never stored. Only if even that fails, the plain error page.
 */
const pageError: ErrorHandler<AppEnv> = async (error, c) => {
  const plain = await handlePageError(error, c);
  if (plain.status < 500 || error instanceof ConfigError || !c.get('market')) return plain;
  try {
    const url = new URL(c.req.url);
    const state = unavailablePageState(await shellInput(c), `${url.pathname}${url.search}`);
    const response = await htmlResponse(state, 503, await renderOptions(c));
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('Retry-After', '30');
    return response;
  } catch (shellError) {
    console.error('page shell failed', shellError);
    return plain;
  }
};

export const pageRoutes = pageRouter();

/**
 * The shop's 404 page, in the market's language, for every path no route answers; with the
 * content service down it still has the header and footer of the last good settings.
 */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  let input: PageStateInput;
  try {
    input = await withinBudget(c.req.path, () => pageContext(c).input);
  } catch (error) {
    console.warn('404 page: its settings are unavailable, showing the shell', error);
    input = await shellInput(c);
  }
  return htmlResponse(notFoundPageState(input), 404, await renderOptions(c));
}
