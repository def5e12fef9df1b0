import type { InitialState } from '../../src/contract/initial-state';
import type { LayoutData, NavLink } from '../../src/contract/layout-data';
import { useT } from '../i18n/i18n-context';
import { Island } from '../islands/Island';
import { ReusedHtml, type RenderedHtml } from '../app/ReusedHtml';

/** Everything the header shows: the server renders it once for each different one. */
export interface HeaderInput {
  shopName: string;
  homeHref: string;
  navigation: NavLink[];
  /**
   * What the islands inside show, which they read from the page's state and store (the search
   * form's target, the account link, the cart's count, the words' language).
   */
  islands: { language: string; productsHref: string; accountHref: string; cartCount: number };
}

export const headerInput = (state: InitialState, cartCount: number): HeaderInput => ({
  shopName: state.config.shopName,
  homeHref: state.layout.homeHref,
  navigation: state.layout.navigation,
  islands: {
    language: state.language,
    productsHref: state.layout.productsHref,
    accountHref: state.layout.accountHref,
    cartCount,
  },
});

/**
 * The logo and navigation stay HTML; the search (hydrated on the shopper's first touch) and
 * the buttons (at once: the cart count) are islands.
 */
export function HeaderContents({ shopName, homeHref, navigation }: HeaderInput) {
  const t = useT();
  return (
    <>
      <a className="logo" href={homeHref}>
        {shopName}
      </a>
      {navigation.length > 0 && (
        <nav aria-label={t('mainNavigation')} className="main-nav">
          <ul>
            {navigation.map((link) => (
              <li key={link.href}>
                <a href={link.href} data-sanity={link.edit}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Island name="search" props={{}} hydrate="interaction" />
      <Island name="header-actions" props={{}} />
    </>
  );
}

/**
 * The header as the server renders it: the editors' free-shipping line, then its contents
 * (rendered once for every page with the same, `renderPage`). The checkout keeps the shopper on
 * the order: its header, without contents, is only the shop's name and the way back.
 */
export function Header({
  shopName,
  layout,
  contents,
}: {
  shopName: string;
  layout: LayoutData;
  contents: RenderedHtml | undefined;
}) {
  const t = useT();
  if (!contents) {
    return (
      <header className="site-header limited">
        <a className="logo" href={layout.homeHref}>
          {shopName}
        </a>
        <p className="muted">{t('secureCheckout')}</p>
        <a href={layout.productsHref}>{t('continueShopping')}</a>
      </header>
    );
  }
  return (
    <>
      {layout.freeShippingBanner && (
        <p className="free-shipping-banner" data-sanity={layout.edit?.freeShippingBanner}>
          {layout.freeShippingBanner}
        </p>
      )}
      <ReusedHtml tag="header" className="site-header" rendered={contents} />
    </>
  );
}
