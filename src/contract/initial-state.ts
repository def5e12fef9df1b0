import type { PublicConfig } from './public-config';
import type { LayoutData } from './layout-data';
import type { PageData } from './page-data';

export interface AssetManifest {
  /** Module the page boots from, e.g. /static/entry-3F2A.js */
  entry: string;
  /** Chunks the entry imports statically; preloaded so they download in parallel. */
  preload: string[];
  stylesheets: string[];
  /** The error-reporting scripts, loaded when the page is idle: without and with tracing. */
  errorReporting: { errors: string; traced: string };
}

export interface MarketLink {
  language: string;
  label: string;
  href: string;
}

export type { PageData } from './page-data';

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
  config: PublicConfig;
  assets: AssetManifest;
  layout: LayoutData;
  page: PageData;
  /** The words the page's views use, in its language (only its namespaces, flattened). */
  messages: Readonly<Record<string, string>>;
}

export const INITIAL_STATE_ELEMENT_ID = '__INITIAL_STATE__';
