import type { MarketLink } from '../contract/initial-state';
import type { LayoutData } from '../contract/layout-data';
import type { SiteSettings } from '../adapters/content/content-schemas';
import type { RequestMarket } from '../app-env';
import { MARKETS, countryName, localizedPath, localizedUrl } from '../domain/markets';
import { contentHref, shopHref } from './content-links';
import { editsOf, localizedFieldPath } from './edit-attributes';
import { freeShippingBanner } from './free-shipping-banner';
import { SHOP_PATHS, productUrl } from '../domain/urls';

/** The site settings, a singleton: the document every page's navigation and texts come from. */
const SITE_SETTINGS = { _id: 'siteSettings', _type: 'siteSettings' };

/** A link's or group's title, in the entry of the language it shows. */
const titlePath = (shown: Readonly<Record<string, string>> | undefined) =>
  localizedFieldPath('title', shown);

function marketLinks({ domains, enabledLocales, protocol }: RequestMarket): MarketLink[] {
  return MARKETS.filter((market) => enabledLocales.includes(market.language)).map((market) => ({
    language: market.language,
    // Each market in its own words: "Deutsch (Deutschland)", "Polski (Polska)".
    label: `${market.nativeName} (${countryName(market.language, market.country)})`,
    href: localizedUrl(market.language, '/', domains, protocol),
  }));
}

/**
 * The header and footer of every page: navigation and texts from the content studio, paths of
 * this market, the free-shipping banner with the market's threshold (`freeShipping`, by
 * currency).
 */
export function layoutState(
  request: RequestMarket,
  settings: SiteSettings | null,
  freeShipping: Readonly<Record<string, number>>,
): LayoutData {
  const banner = freeShippingBanner(
    settings?.freeShippingText,
    request.market.currency,
    freeShipping,
  );
  const path = (to: string) => localizedPath(request.market.language, to, request.domains);
  const { edit } = request;
  const settingsAt = (at: string) => (edit && settings ? { edit: edit(SITE_SETTINGS, at) } : {});
  return {
    homeHref: path(SHOP_PATHS.home),
    productsHref: path(SHOP_PATHS.products),
    catalogueBase: productUrl({
      language: request.market.language,
      categoryUri: undefined,
      productUri: '',
      domains: request.domains,
      protocol: request.protocol,
    }).replace(/\/$/, ''),
    accountHref: path(SHOP_PATHS.account),
    checkoutHref: path(SHOP_PATHS.checkout),
    receiptHref: path(SHOP_PATHS.receipt),
    passwordResetHref: path(SHOP_PATHS.passwordReset),
    newsletterHref: path(SHOP_PATHS.newsletter),
    navigation: (settings?.navigation ?? []).map((link) => ({
      title: link.title,
      href: shopHref(request, link.link),
      ...settingsAt(`navigation[_key=="${link._key}"].${titlePath(link.shown)}`),
    })),
    footerGroups: (settings?.footerNavigation ?? []).map((group) => {
      const at = `footerNavigation[_key=="${group._key}"]`;
      return {
        title: group.title,
        links: group.links.map((link) => ({
          title: link.title,
          href: shopHref(request, link.link),
          ...settingsAt(`${at}.links[_key=="${link._key}"].${titlePath(link.shown)}`),
        })),
        ...settingsAt(`${at}.${titlePath(group.shown)}`),
      };
    }),
    legalLinks: (settings?.legalPages ?? []).map((page) => ({
      kind: page.kind,
      title: page.title,
      href: contentHref(request, page.uri),
    })),
    ...(settings?.footerText ? { footerText: settings.footerText } : {}),
    ...(settings?.newsletterText ? { newsletterText: settings.newsletterText } : {}),
    ...(banner ? { freeShippingBanner: banner } : {}),
    markets: marketLinks(request),
    ...editsOf(settings ? edit : undefined, SITE_SETTINGS, {
      freeShippingBanner: localizedFieldPath('freeShippingText', settings?.shown),
      footerText: localizedFieldPath('footerText', settings?.shown),
      newsletterText: localizedFieldPath('newsletterText', settings?.shown),
    }),
  };
}
