import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { LayoutData } from '../../src/contract/layout-data';
import { useT } from '../i18n/i18n-context';
import { loadCartDrawer } from './cart-drawer-loader';
import { cartCountAtom } from '../state/cart-state';
import {
  accountDialogOpenAtom,
  cartOpenAtom,
  limitedHeaderAtom,
  localeDialogOpenAtom,
} from '../state/ui-flags';
import { ColorModeToggle } from './ColorModeToggle';
import { BagIcon, GlobeIcon, PersonIcon } from './icons';
import { LocaleDialog } from './LocaleDialog';
import { SearchBox } from './SearchBox';
import type { PublicConfig } from '../../src/contract/public-config';

// The account dialog loads the first time it opens, outside the page's start-up JavaScript.
const AccountDialog = lazy(() =>
  import('./AccountDialog').then((module) => ({ default: module.AccountDialog })),
);

/**
 * The drawer's code starts loading as soon as the shopper heads for the cart. A failed
 * download (offline for a moment) is tried again by the click itself.
 */
function preloadCartDrawer() {
  loadCartDrawer().catch(() => undefined);
}

export function Header({
  shopName,
  layout,
  language,
  search,
}: {
  shopName: string;
  layout: LayoutData;
  language: string;
  search: PublicConfig['search'];
}) {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  const openLocales = useSetAtom(localeDialogOpenAtom);
  const openCart = useSetAtom(cartOpenAtom);
  const openAccount = useSetAtom(accountDialogOpenAtom);
  const accountOpen = useAtomValue(accountDialogOpenAtom);
  const [accountWanted, setAccountWanted] = useState(false);
  if (accountOpen && !accountWanted) setAccountWanted(true);
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
      <SearchBox
        action={layout.productsHref}
        search={search}
        language={language}
        catalogueBase={layout.catalogueBase}
      />
      <div className="header-actions">
        <button type="button" aria-label={t('changeCountry')} onClick={() => openLocales(true)}>
          <GlobeIcon />
        </button>
        <a
          href={layout.accountHref}
          className="account-link"
          onClick={(event) => {
            event.preventDefault();
            openAccount(true);
          }}
        >
          <PersonIcon />
          <span className="wide-label">{t('account')}</span>
        </a>
        <button
          type="button"
          aria-label={t('cartWithCount', { count })}
          onClick={() => openCart(true)}
          onPointerEnter={preloadCartDrawer}
          onFocus={preloadCartDrawer}
        >
          <BagIcon />
          <span className="wide-label">{t('cart')}</span>{' '}
          <span className="cart-count">{count}</span>
        </button>
        <ColorModeToggle />
      </div>
      <LocaleDialog markets={layout.markets} current={language} />
      {accountWanted && (
        <Suspense fallback={null}>
          <AccountDialog layout={layout} />
        </Suspense>
      )}
    </header>
  );
}
