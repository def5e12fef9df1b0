import type { PublicConfig } from './public-config';
import type { LayoutData } from './layout-data';
import type { CardProduct, PageData, PageKind } from './page-data';

export interface AssetManifest {
  /** Module the page boots from, e.g. /static/entry-3F2A.js */
  entry: string;
  /** Chunks the entry imports statically; preloaded so they download in parallel. */
  preload: string[];
  /**
   * The error-reporting scripts, loaded when the page is idle or at its first error: what
   * starts reporting, and the SDK without and with tracing.
   */
  errorReporting: { errors: string; traced: string; boot: string };
}

export interface MarketLink {
  language: string;
  label: string;
  href: string;
}

/** A picture for link previews, with the size the preview may reserve before it loads. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a chat or social network shows of a shared page (Open Graph and Twitter cards). */
export interface ShareMeta {
  siteName: string;
  type: 'website' | 'article' | 'product';
  /** og:locale of the page (`de_DE`) and of its other language versions. */
  locale: string;
  alternateLocales: string[];
  image?: ShareImage;
  /** A product's price in the market's currency. */
  price?: { amount: string; currency: string };
  /** An article's publication time. */
  publishedTime?: string;
}

/** Everything the server hands to the browser; serialised into the HTML and read before hydration. */
export interface InitialState {
  language: string;
  /** The market's country (the domain's), which the shopper's selection follows. */
  country: string;
  title: string;
  description: string;
  canonicalUrl: string;
  alternates: { hreflang: string; href: string }[];
  /** Kept out of search indexes: a shopper's own page or a search's results. */
  noindex?: true;
  share: ShareMeta;
  /** schema.org markup of the page (JSON-LD, one @graph), for search engines. */
  structuredData?: string;
  /** The shop's stylesheet, inline in the head. */
  styles: string;
  config: PublicConfig;
  assets: AssetManifest;
  layout: LayoutData;
  page: PageData;
  /** The words the page's views use, in its language (only its namespaces, flattened). */
  messages: Readonly<Record<string, string>>;
}

/** What the worker writes into the document's head, which the browser never reads again. */
type DocumentHead =
  | 'title'
  | 'description'
  | 'canonicalUrl'
  | 'alternates'
  | 'noindex'
  | 'share'
  | 'structuredData'
  | 'styles';

/** The state a page's views render from, on the server as in the browser. */
export type PageState = Omit<InitialState, DocumentHead>;

/**
 * The kinds of page whose data the browser reads: those it renders whole (the checkout, the
 * account and the product list) and those whose islands read the page (the receipt's order, the
 * password reset's link). Every other page's islands carry their own props, so its data stays
 * in its HTML.
 */
const PAGE_DATA_KINDS = [
  'checkout',
  'account',
  'product-list',
  'receipt',
  'password-reset',
] as const satisfies readonly PageKind[];
type PageDataKind = (typeof PAGE_DATA_KINDS)[number];

/**
 * The product list without its first cards: the browser keeps the server's HTML of those until
 * the list shows something else, and fetches every card (`cardsHref`) once it needs one.
 */
type BrowserListPage = Omit<Extract<PageData, { kind: 'product-list' }>, 'cards'>;

export type BrowserPage =
  | Extract<PageData, { kind: Exclude<PageDataKind, 'product-list'> }>
  | BrowserListPage
  | { kind: Exclude<PageKind, PageDataKind> };

/** The product list as its view reads it: with its first cards on the server, without in the browser. */
export type ListViewPage = BrowserListPage & { cards?: CardProduct[] };

/** A page's data as its view reads it, on the server or in the browser. */
export type ViewPage = Exclude<PageData, { kind: 'product-list' }> | ListViewPage;

/** What of the layout only the server renders: the header's links and banner, the footer. */
type ServerLayout =
  'navigation' | 'footerGroups' | 'footerText' | 'newsletterText' | 'freeShippingBanner';

/** The layout the browser's code reads: the shop's paths, the markets, the legal pages. */
export type BrowserLayout = Omit<LayoutData, ServerLayout>;

/**
 * What a page sends the browser: its state without the head and the server's part of the
 * layout, and its data where it is read.
 */
export type BrowserState = Omit<PageState, 'page' | 'layout'> & {
  page: BrowserPage;
  layout: BrowserLayout;
};

export const browserReadsPageData = (
  page: BrowserPage | { kind: PageKind },
): page is Extract<BrowserPage, { kind: PageDataKind }> =>
  (PAGE_DATA_KINDS as readonly PageKind[]).includes(page.kind);

export function browserState(state: InitialState): BrowserState {
  const {
    title: _title,
    description: _description,
    canonicalUrl: _canonicalUrl,
    alternates: _alternates,
    noindex: _noindex,
    share: _share,
    structuredData: _structuredData,
    styles: _styles,
    page,
    layout: {
      navigation: _navigation,
      footerGroups: _footerGroups,
      footerText: _footerText,
      newsletterText: _newsletterText,
      freeShippingBanner: _freeShippingBanner,
      ...layout
    },
    ...kept
  } = state;
  return { ...kept, layout, page: browserPage(page) };
}

function browserPage(page: PageData): BrowserPage {
  if (page.kind === 'product-list') {
    const { cards: _cards, ...list } = page;
    return list;
  }
  return browserReadsPageData(page) ? page : { kind: page.kind };
}

export const INITIAL_STATE_ELEMENT_ID = '__INITIAL_STATE__';
