import type {
  AssetManifest,
  InitialState,
  MarketLink,
  PageData,
} from '../../client/app/initial-state';
import type { PublicConfig } from '../config/public-config';
import { MARKETS, canonicalUrl, hreflangLinks, localizedUrl } from '../domain/markets';
import type { RequestMarket } from '../app-env';

interface PageStateInput {
  request: RequestMarket;
  config: PublicConfig;
  assets: AssetManifest;
}

function marketLinks({ domains, enabledLocales, protocol }: RequestMarket): MarketLink[] {
  return MARKETS.filter((market) => enabledLocales.includes(market.language)).map((market) => ({
    language: market.language,
    label: `${market.nativeName} (${market.countryName})`,
    href: localizedUrl(market.language, '/', domains, protocol),
  }));
}

function baseState(
  { request, config, assets }: PageStateInput,
  page: PageData,
  title: string,
  description: string,
): InitialState {
  const { market, pathWithoutLocale, domains, enabledLocales, protocol } = request;
  return {
    language: market.language,
    title,
    description,
    canonicalUrl: canonicalUrl(market.language, pathWithoutLocale, domains, protocol),
    alternates: hreflangLinks(pathWithoutLocale, { domains, enabledLocales, protocol }),
    config,
    assets,
    page,
  };
}

/** The home page's search texts, as editors set them in the content studio. */
export interface HomeTexts {
  metaTitle?: string;
  metaDescription?: string;
}

export function homePageState(input: PageStateInput, texts: HomeTexts = {}): InitialState {
  return baseState(
    input,
    { kind: 'home', markets: marketLinks(input.request) },
    texts.metaTitle ?? `${input.config.shopName}: nicotine pouches delivered fast`,
    texts.metaDescription ??
      'Tobacco-free nicotine pouches from the leading brands, in every strength and flavour, with fast delivery and bundle discounts.',
  );
}

export function notFoundPageState(input: PageStateInput): InitialState {
  const { market, domains, protocol } = input.request;
  return baseState(
    input,
    { kind: 'not-found', homeHref: localizedUrl(market.language, '/', domains, protocol) },
    `We couldn't find this page | ${input.config.shopName}`,
    'The page you were looking for does not exist.',
  );
}
