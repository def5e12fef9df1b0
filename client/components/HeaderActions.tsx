import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import type { BrowserLayout } from '../../src/contract/initial-state';
import { useT } from '../i18n/i18n-context';
import { cartCountAtom } from '../state/cart-state';
import { accountDialogOpenAtom, cartOpenAtom, localeDialogOpenAtom } from '../state/ui-flags';
import { useWantedOnce } from './use-wanted-once';
import { loadCartDrawer } from './cart-drawer-loader';
import { ColorModeToggle } from './ColorModeToggle';
import { BagIcon, GlobeIcon, PersonIcon } from './icons';

// The dialogs load the first time they open, outside the page's start-up JavaScript.
const AccountDialog = lazy(() =>
  import('./AccountDialog').then((module) => ({ default: module.AccountDialog })),
);
const LocaleDialog = lazy(() =>
  import('./LocaleDialog').then((module) => ({ default: module.LocaleDialog })),
);

/**
 * The drawer's code and words start loading as soon as the shopper heads for the cart. A failed
 * download (offline for a moment) is tried again by the click itself.
 */
function preloadCartDrawer(language: string) {
  loadCartDrawer(language).catch(() => undefined);
}

/** The header's buttons: country and language, account, the cart with its count, colours. */
export function HeaderActions({ layout, language }: { layout: BrowserLayout; language: string }) {
  const t = useT();
  const count = useAtomValue(cartCountAtom);
  const openLocales = useSetAtom(localeDialogOpenAtom);
  const openCart = useSetAtom(cartOpenAtom);
  const openAccount = useSetAtom(accountDialogOpenAtom);
  const accountWanted = useWantedOnce(useAtomValue(accountDialogOpenAtom));
  const localesWanted = useWantedOnce(useAtomValue(localeDialogOpenAtom));
  return (
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
        onPointerEnter={() => preloadCartDrawer(language)}
        onFocus={() => preloadCartDrawer(language)}
      >
        <BagIcon />
        <span className="wide-label">{t('cart')}</span> <span className="cart-count">{count}</span>
      </button>
      <ColorModeToggle />
      {localesWanted && (
        <Suspense fallback={null}>
          <LocaleDialog markets={layout.markets} current={language} />
        </Suspense>
      )}
      {accountWanted && (
        <Suspense fallback={null}>
          <AccountDialog layout={layout} />
        </Suspense>
      )}
    </div>
  );
}
