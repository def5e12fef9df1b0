import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { BrowserState } from '../../src/contract/initial-state';
import { AgeGate } from '../components/AgeGate';
import { CountryNoticeSlot } from './CountryNoticeSlot';
import { serverReadOf } from '../../src/contract/page-data';
import { loadCartDrawer } from '../components/cart-drawer-loader';
import { withWords } from '../i18n/i18n-context';
import { Toast } from '../components/Toast';
import { legalHrefs } from '../../src/contract/layout-data';
import { sessionShownAtom } from '../shop/server-session';
import { ShopSession } from '../shop/ShopSession';
import { cartOpenAtom } from '../state/ui-flags';

// The drawer's code and words, in the page's language (its <html lang>), from its first opening.
const CartDrawer = lazy(() =>
  loadCartDrawer(document.documentElement.lang).then(({ CartDrawer: Drawer, words }) => ({
    default: withWords(Drawer, words),
  })),
);
const CookieConsent = lazy(() =>
  import('../components/consent/CookieConsent').then((m) => ({ default: m.CookieConsent })),
);

/**
 * What every page runs beside its content: the toast, the notice for a country the shop does
 * not ship to, the age gate, the shopper's session, the cart drawer (from its first opening),
 * and the cookie choice with the scripts it allows.
 */
export function ClientShell({ state }: { state: BrowserState }) {
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const onConfirmed = useCallback(() => setAgeConfirmed(true), []);
  // The drawer renders from the first time the cart is opened, and stays for its next opening.
  const cartOpen = useAtomValue(cartOpenAtom);
  const sessionShown = useAtomValue(sessionShownAtom);
  const [cartWanted, setCartWanted] = useState(false);
  if (cartOpen && !cartWanted) setCartWanted(true);
  return (
    <>
      <Toast />
      {/* Fixed at the bottom of the screen, so it needs no root of its own in the header. */}
      <CountryNoticeSlot language={state.language} />
      <AgeGate onConfirmed={onConfirmed} />
      {/* Nothing of the cookie choice runs before the age is confirmed: its code loads then. */}
      {ageConfirmed && (
        <Suspense fallback={null}>
          <CookieConsent
            scripts={state.config.scripts}
            sekRates={state.config.sekRates}
            language={state.language}
            cookiePolicyHref={legalHrefs(state.layout).cookies}
          />
        </Suspense>
      )}
      {/* A page showing the session as the worker read it reads it again only when touched;
          the receipt completes the payment first, and its answer carries the new session. */}
      <ShopSession
        skip={sessionShown || state.page.kind === 'receipt'}
        eager={serverReadOf(state.page) !== undefined}
      />
      {cartWanted && (
        <Suspense fallback={null}>
          <CartDrawer
            checkoutHref={state.layout.checkoutHref}
            freeShipping={state.config.freeShipping}
          />
        </Suspense>
      )}
    </>
  );
}
