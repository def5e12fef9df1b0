import type { InitialState } from '../contract/initial-state';
import type { LayoutData } from '../contract/layout-data';
import type { PageData } from '../contract/page-data';
import { isShopperPage } from '../contract/page-kinds';
import type { PublicConfig } from '../contract/public-config';
import {
  canonicalUrl,
  everyLanguage,
  hreflangLinks,
  localizedUrl,
  type PageVersion,
} from '../domain/markets';
import type { RequestMarket } from '../app-env';
import { pageAssets, type BuildManifest } from './asset-manifest';
import { browserMessages, everyIsland, serverTranslator } from '../i18n/words';

export interface PageStateInput {
  request: RequestMarket;
  config: PublicConfig;
  assets: BuildManifest;
  layout: LayoutData;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path without locale, when it differs from the request's (e.g. page 1 of a list). */
  canonicalPath?: string;
  /**
   * The languages where this page exists and its path in each (a post's translations, the
   * markets that sell a product); by default every enabled language at the same path.
   */
  versions?: readonly PageVersion[];
  /** Results of a visitor's search: for them, not for search engines. */
  noindex?: boolean;
}

/** The serialised state of one page: market, search texts, layout and the page's own data. */
export function pageState(
  { request, config, assets, layout }: PageStateInput,
  page: PageData,
  meta: PageMeta,
): InitialState {
  const { market, pathWithoutLocale, domains, enabledLocales, protocol } = request;
  const path = meta.canonicalPath ?? pathWithoutLocale;
  return {
    language: market.language,
    country: market.country,
    title: meta.title,
    description: meta.description,
    canonicalUrl: canonicalUrl(market.language, path, domains, protocol),
    alternates: hreflangLinks(meta.versions ?? everyLanguage(path, enabledLocales), {
      domains,
      enabledLocales,
      protocol,
    }),
    ...(meta.noindex || isShopperPage(page.kind) ? { noindex: true as const } : {}),
    config,
    assets: pageAssets(assets),
    layout,
    page,
    // Until the page is rendered, the words of every island it could have.
    messages: browserMessages(market.language, page.kind, assets.words, everyIsland(assets.words)),
  };
}

/** A page's title: its own, then the shop's name. */
export const pageTitle = (input: PageStateInput, page: string) =>
  serverTranslator(input.request.market.language)('pageTitle', {
    page,
    shop: input.config.shopName,
  });

/** The page when a service it needs failed or was too slow: the shell, a message, a retry. */
export function unavailablePageState(input: PageStateInput, retryHref: string): InitialState {
  const { market, domains, protocol } = input.request;
  const t = serverTranslator(market.language);
  return pageState(
    input,
    {
      kind: 'unavailable',
      homeHref: localizedUrl(market.language, '/', domains, protocol),
      retryHref,
    },
    { title: pageTitle(input, t('unavailableTitle')), description: t('unavailableText') },
  );
}

export function notFoundPageState(input: PageStateInput): InitialState {
  const { market, domains, protocol } = input.request;
  const t = serverTranslator(market.language);
  return pageState(
    input,
    { kind: 'not-found', homeHref: localizedUrl(market.language, '/', domains, protocol) },
    { title: pageTitle(input, t('notFoundTitle')), description: t('notFoundDescription') },
  );
}
