import type { Thing } from 'schema-dts';
import type { InitialState, ShareImage, ShareMeta } from '../contract/initial-state';
import type { LayoutData, NavLink } from '../contract/layout-data';
import type { PageData } from '../contract/page-data';
import { isShopperPage } from '../contract/page-kinds';
import type { PublicConfig } from '../contract/public-config';
import {
  everyLanguage,
  hreflangLinks,
  localizedUrl,
  marketFor,
  type Language,
  type PageVersion,
} from '../domain/markets';
import { breadcrumbsJsonLd } from './json-ld/breadcrumbs-json-ld';
import { structuredData } from './json-ld/structured-data';
import type { RequestMarket } from '../app-env';
import { pageAssets, type BuildManifest } from './asset-manifest';
import { browserMessages, everyIsland, serverTranslator } from '../i18n/words';

export interface PageStateInput {
  request: RequestMarket;
  config: PublicConfig;
  assets: BuildManifest;
  layout: LayoutData;
  /** The editors' picture for shared pages that have none of their own. */
  shareImage?: ShareImage;
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
  /** How the page looks when shared; by default a website with the shop's picture. */
  share?: Partial<Pick<ShareMeta, 'type' | 'image' | 'price' | 'publishedTime'>>;
  /** The page's schema.org markup, beside its breadcrumbs. */
  structuredData?: readonly Thing[];
  /** The trail of links to the page, which search engines show with it (the page is added last). */
  breadcrumbs?: { trail: readonly NavLink[]; current: string };
}

/** A page's own picture for link previews, when it has one. */
export const shareImageMeta = (image: ShareImage | undefined): Pick<PageMeta, 'share'> =>
  image ? { share: { image } } : {};

/** og:locale of a market's pages: its language and country (`de_DE`, `en_GB`). */
const ogLocale = (language: Language) => `${language}_${marketFor(language).country}`;

/** The serialised state of one page: market, search texts, layout and the page's own data. */
export function pageState(
  { request, config, assets, layout, shareImage }: PageStateInput,
  page: PageData,
  meta: PageMeta,
): InitialState {
  const { market, pathWithoutLocale, domains, enabledLocales, protocol } = request;
  const path = meta.canonicalPath ?? pathWithoutLocale;
  const canonical = localizedUrl(market.language, path, domains, protocol);
  const versions = meta.versions ?? everyLanguage(path, enabledLocales);
  const absolute = (href: string) => new URL(href, canonical).toString();
  const image = meta.share?.image ?? shareImage;
  const share: ShareMeta = {
    siteName: config.shopName,
    type: meta.share?.type ?? 'website',
    locale: ogLocale(market.language),
    alternateLocales: versions
      .filter(({ language }) => language !== market.language && enabledLocales.includes(language))
      .map(({ language }) => ogLocale(language)),
    ...(image ? { image: { ...image, url: absolute(image.url) } } : {}),
    ...(meta.share?.price ? { price: meta.share.price } : {}),
    ...(meta.share?.publishedTime ? { publishedTime: meta.share.publishedTime } : {}),
  };
  const breadcrumbs = meta.breadcrumbs
    ? [
        breadcrumbsJsonLd([
          ...meta.breadcrumbs.trail.map((crumb) => ({
            name: crumb.title,
            url: absolute(crumb.href),
          })),
          { name: meta.breadcrumbs.current, url: canonical },
        ]),
      ]
    : [];
  const markup = structuredData([...(meta.structuredData ?? []), ...breadcrumbs]);
  return {
    language: market.language,
    country: market.country,
    title: meta.title,
    description: meta.description,
    canonicalUrl: canonical,
    alternates: hreflangLinks(versions, { domains, enabledLocales, protocol }),
    ...(meta.noindex || isShopperPage(page.kind) ? { noindex: true as const } : {}),
    share,
    ...(markup ? { structuredData: markup } : {}),
    config,
    styles: assets.styles,
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
