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
  home: () => import('../pages/HomePage').then((m) => view('home', (p) => <m.HomePage page={p} />)),
  blog: () => import('../pages/BlogPage').then((m) => view('blog', (p) => <m.BlogPage page={p} />)),
  'blog-post': () =>
    import('../pages/BlogPostPage').then((m) =>
      view('blog-post', (p) => <m.BlogPostPage page={p} />),
    ),
  faq: () => import('../pages/FaqPage').then((m) => view('faq', (p) => <m.FaqPage page={p} />)),
  legal: () =>
    import('../pages/LegalPage').then((m) => view('legal', (p) => <m.LegalPage page={p} />)),
  newsletter: () =>
    import('../pages/NewsletterPage').then((m) =>
      view('newsletter', (p, s) => (
        <m.NewsletterPage
          page={p}
          checkoutBase={s.config.checkoutBase}
          language={s.language}
          layout={s.layout}
        />
      )),
    ),
  'product-list': () =>
    import('../pages/ProductListPage').then((m) =>
      view('product-list', (p) => <m.ProductListPage page={p} />),
    ),
  product: () =>
    import('../pages/ProductPage').then((m) =>
      view('product', (p, s) => (
        <m.ProductPage page={p} checkoutBase={s.config.checkoutBase} language={s.language} />
      )),
    ),
  landing: () =>
    import('../pages/LandingPages').then((m) => view('landing', (p) => <m.LandingPage page={p} />)),
  'landing-document': () =>
    import('../pages/LandingPages').then((m) =>
      view('landing-document', (p) => <m.LandingDocumentPage page={p} />),
    ),
  checkout: () =>
    import('../pages/CheckoutPage').then((m) =>
      view('checkout', (p, s) => <m.CheckoutPage page={p} layout={s.layout} />),
    ),
  receipt: () =>
    import('../pages/ReceiptPage').then((m) =>
      view('receipt', (p, s) => <m.ReceiptPage page={p} layout={s.layout} />),
    ),
  account: () =>
    import('../pages/AccountPage').then((m) =>
      view('account', (p, s) => <m.AccountPage page={p} layout={s.layout} />),
    ),
  'password-reset': () =>
    import('../pages/PasswordResetPage').then((m) =>
      view('password-reset', () => <m.PasswordResetPage />),
    ),
  'not-found': () =>
    import('../pages/NotFoundPage').then((m) =>
      view('not-found', (p) => <m.NotFoundPage homeHref={p.homeHref} />),
    ),
  unavailable: () =>
    import('../pages/UnavailablePage').then((m) =>
      view('unavailable', (p) => <m.UnavailablePage page={p} />),
    ),
};

// The build's manifest lists each kind's chunks from PAGE_SOURCES: it must name exactly the kinds.
type AssertTrue<T extends true> = T;
type SourceKinds = keyof typeof PAGE_SOURCES;
export type PageSourcesMatchKinds = AssertTrue<
  [Exclude<PageKind, SourceKinds>, Exclude<SourceKinds, PageKind>] extends [never, never]
    ? true
    : false
>;
