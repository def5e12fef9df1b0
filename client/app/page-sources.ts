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
 * Kinds whose whole body runs in the browser, and when: the shopper's pages (the cart, the
 * order, the account) start with the page and read the shopper's session at once; the product list, whose first page the server
 * renders from the address, on the shopper's first touch. The other kinds are server-rendered
 * articles and products whose interactive parts are islands of their own.
 */
export const WHOLE_PAGE_KINDS: ReadonlyMap<Kind, 'load' | 'interaction'> = new Map([
  ['checkout', 'load'],
  ['receipt', 'load'],
  ['account', 'load'],
  ['product-list', 'interaction'],
] as const);

/** When the browser hydrates this kind's whole body, or `undefined`: only its islands. */
export const wholePageHydration = (kind: Kind) => WHOLE_PAGE_KINDS.get(kind);
