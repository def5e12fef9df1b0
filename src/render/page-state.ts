import type { InitialState } from '../contract/initial-state';
import type { LayoutData } from '../contract/layout-data';
import type { PageData } from '../contract/page-data';
import type { PublicConfig } from '../contract/public-config';
import { canonicalUrl, hreflangLinks, localizedUrl } from '../domain/markets';
import type { RequestMarket } from '../app-env';
import { assetsForPage, type BuildManifest } from './asset-manifest';

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
    alternates: hreflangLinks(path, { domains, enabledLocales, protocol }),
    config,
    assets: assetsForPage(assets, page.kind),
    layout,
    page,
  };
}

export const DEFAULT_HOME_TITLE = (shopName: string) =>
  `${shopName}: nicotine pouches delivered fast`;
export const DEFAULT_HOME_DESCRIPTION =
  'Tobacco-free nicotine pouches from the leading brands, in every strength and flavour, with fast delivery and bundle discounts.';

export function notFoundPageState(input: PageStateInput): InitialState {
  const { market, domains, protocol } = input.request;
  return pageState(
    input,
    { kind: 'not-found', homeHref: localizedUrl(market.language, '/', domains, protocol) },
    {
      title: `We couldn't find this page | ${input.config.shopName}`,
      description: 'The page you were looking for does not exist.',
    },
  );
}
