import type { ReactNode } from 'react';
import type { BrowserLayout, PageState, ViewPage } from '../../src/contract/initial-state';
import type { PageKind } from '../../src/contract/page-data';
import type { PAGE_SOURCES } from './page-sources';
type PageOf<K extends PageKind> = Extract<ViewPage, { kind: K }>;

/**
 * The state a page's body renders from: the whole state, with the layout the browser has (the
 * checkout, account and product list render in the browser too).
 */
type ViewState = Omit<PageState, 'layout' | 'page'> & { layout: BrowserLayout; page: ViewPage };

/** The body of one kind of page, given the whole state. */
export type PageView = (props: { state: ViewState }) => ReactNode;

function view<K extends PageKind>(
  kind: K,
  render: (page: PageOf<K>, state: ViewState) => ReactNode,
): PageView {
  return function PageBody({ state }) {
    const page = state.page;
    if (page.kind !== kind) throw new Error(`The ${kind} view got a ${page.kind} page.`);
    return render(page as PageOf<K>, state);
  };
}

// Each kind of page is its own chunk, so a page downloads only its own template. The
// browser loads the view before hydrating (its chunk is preloaded in <head>); the
// worker's bundle inlines every import.
export const PAGE_VIEWS: Record<PageKind, () => Promise<PageView>> = {
  home: () =>
    import('../pages/HomePage').then(({ HomePage }) => view('home', (p) => <HomePage page={p} />)),
  blog: () =>
    import('../pages/BlogPage').then(({ BlogPage }) => view('blog', (p) => <BlogPage page={p} />)),
  'blog-post': () =>
    import('../pages/BlogPostPage').then(({ BlogPostPage }) =>
      view('blog-post', (p) => <BlogPostPage page={p} />),
    ),
  faq: () =>
    import('../pages/FaqPage').then(({ FaqPage }) => view('faq', (p) => <FaqPage page={p} />)),
  legal: () =>
    import('../pages/LegalPage').then(({ LegalPage }) =>
      view('legal', (p) => <LegalPage page={p} />),
    ),
  newsletter: () =>
    import('../pages/NewsletterPage').then(({ NewsletterPage }) =>
      view('newsletter', (p, s) => (
        <NewsletterPage
          page={p}
          checkoutBase={s.config.checkoutBase}
          language={s.language}
          layout={s.layout}
        />
      )),
    ),
  'product-list': () =>
    import('../pages/ProductListPage').then(({ ProductListPage }) =>
      view('product-list', (p) => <ProductListPage page={p} />),
    ),
  product: () =>
    import('../pages/ProductPage').then(({ ProductPage }) =>
      view('product', (p, s) => (
        <ProductPage page={p} checkoutBase={s.config.checkoutBase} language={s.language} />
      )),
    ),
  landing: () =>
    import('../pages/LandingPages').then(({ LandingPage }) =>
      view('landing', (p) => <LandingPage page={p} />),
    ),
  'landing-document': () =>
    import('../pages/LandingPages').then(({ LandingDocumentPage }) =>
      view('landing-document', (p) => <LandingDocumentPage page={p} />),
    ),
  checkout: () =>
    import('../pages/CheckoutPage').then(({ CheckoutPage }) =>
      view('checkout', (p, s) => <CheckoutPage page={p} layout={s.layout} />),
    ),
  receipt: () =>
    import('../pages/ReceiptPage').then(({ ReceiptPage }) =>
      view('receipt', (p, s) => <ReceiptPage page={p} layout={s.layout} />),
    ),
  account: () =>
    import('../pages/AccountPage').then(({ AccountPage }) =>
      view('account', (p, s) => <AccountPage page={p} layout={s.layout} />),
    ),
  'password-reset': () =>
    import('../pages/PasswordResetPage').then(({ PasswordResetPage }) =>
      view('password-reset', () => <PasswordResetPage />),
    ),
  'not-found': () =>
    import('../pages/NotFoundPage').then(({ NotFoundPage }) =>
      view('not-found', (p) => <NotFoundPage homeHref={p.homeHref} />),
    ),
  unavailable: () =>
    import('../pages/UnavailablePage').then(({ UnavailablePage }) =>
      view('unavailable', (p) => <UnavailablePage page={p} />),
    ),
};

// The build's manifest lists each kind's chunks from PAGE_SOURCES: it must name exactly the kinds.
type AssertTrue<T extends true> = T;
type SourceKinds = keyof typeof PAGE_SOURCES;
type _PageSourcesMatchKinds = AssertTrue<
  [Exclude<PageKind, SourceKinds>, Exclude<SourceKinds, PageKind>] extends [never, never]
    ? true
    : false
>;
