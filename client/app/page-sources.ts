/**
 * Source file of each kind's chunk. The client build uses it to list each page's
 * scripts in the manifest; it fails when a file here is not a chunk of the build. Kept free
 * of imports so the Node build script can read it; page-views checks it covers every kind.
 */
export const PAGE_SOURCES = {
  home: 'client/pages/HomePage.tsx',
  blog: 'client/pages/BlogPage.tsx',
  'blog-post': 'client/pages/BlogPostPage.tsx',
  faq: 'client/pages/FaqPage.tsx',
  legal: 'client/pages/LegalPage.tsx',
  newsletter: 'client/pages/NewsletterPage.tsx',
  'product-list': 'client/pages/ProductListPage.tsx',
  product: 'client/pages/ProductPage.tsx',
  landing: 'client/pages/LandingPages.tsx',
  'landing-document': 'client/pages/LandingPages.tsx',
  'not-found': 'client/pages/NotFoundPage.tsx',
  unavailable: 'client/pages/UnavailablePage.tsx',
  checkout: 'client/pages/CheckoutPage.tsx',
  receipt: 'client/pages/ReceiptPage.tsx',
  account: 'client/pages/AccountPage.tsx',
  'password-reset': 'client/pages/PasswordResetPage.tsx',
} as const;

type Kind = keyof typeof PAGE_SOURCES;

/**
 * Kinds whose whole body runs in the browser, on the shopper's first touch: the cart, the
 * account and the product list, which the worker renders from the shopper's session or the
 * address. (A shopper's page whose session the worker could not read starts at once.) The
 * other kinds are server-rendered articles, products and receipts whose interactive parts are
 * islands of their own.
 */
export const WHOLE_PAGE_KINDS: ReadonlySet<Kind> = new Set([
  'checkout',
  'account',
  'product-list',
] as const);

/** Whether the browser hydrates this kind's whole body (or only its islands). */
export const hydratesWholePage = (kind: Kind) => WHOLE_PAGE_KINDS.has(kind);
