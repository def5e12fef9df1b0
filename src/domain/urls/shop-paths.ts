/** The shop's own pages: the same path in every market, below any locale prefix. */
export const SHOP_PATHS = {
  home: '/',
  products: '/products',
  faq: '/faq',
  newsletter: '/newsletter',
  checkout: '/checkout',
  receipt: '/receipt',
  account: '/account',
  passwordReset: '/password-reset',
} as const;

/** One shopper's pages (their cart, order, account): never indexed, never cached. */
export const PRIVATE_PAGE_PATHS: readonly string[] = [
  SHOP_PATHS.checkout,
  SHOP_PATHS.receipt,
  SHOP_PATHS.account,
  SHOP_PATHS.passwordReset,
];

/** The query parameter of a product search: its results are for one visitor, not for indexes. */
export const SEARCH_PARAMETER = 'q';

/** The worker's own addresses beside the pages, which are for programs: its API, embedded services, Studio. */
export const SERVICE_SEGMENTS = ['api', '_local', 'studio'];

/** What the worker tells search engines, at the top of every market domain and prefix. */
const CRAWLER_SEGMENTS = ['robots.txt', 'sitemap.xml', 'sitemaps'];

/**
 * First path segments no editor's URI may take, since the shop answers them itself (the
 * fixed pages win over content URIs).
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(SHOP_PATHS)
    .map((path) => path.split('/')[1] ?? '')
    .filter(Boolean),
  ...SERVICE_SEGMENTS,
  ...CRAWLER_SEGMENTS,
]);
