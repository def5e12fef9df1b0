import { useAtomValue } from 'jotai';
import type { LayoutData } from '../../src/contract/layout-data';
import { useT } from '../i18n/i18n-context';
import { Island } from '../islands/Island';
import { limitedHeaderAtom } from '../state/ui-flags';

/**
 * The header as the server renders it: the logo and navigation stay HTML; the search
 * (hydrated on the shopper's first touch) and the buttons (at once: the cart count) are
 * islands.
 */
export function Header({ shopName, layout }: { shopName: string; layout: LayoutData }) {
  const t = useT();
  // The checkout keeps the shopper on the order: its header is only the shop's name.
  if (useAtomValue(limitedHeaderAtom)) {
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
        <p className="free-shipping-banner">{layout.freeShippingBanner}</p>
      )}
      <header className="site-header">
        <a className="logo" href={layout.homeHref}>
          {shopName}
        </a>
        {layout.navigation.length > 0 && (
          <nav aria-label={t('mainNavigation')} className="main-nav">
            <ul>
              {layout.navigation.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Island name="search" props={{}} hydrate="interaction" />
        <Island name="header-actions" props={{}} />
      </header>
    </>
  );
}
