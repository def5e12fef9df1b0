import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { InitialState } from '../../src/contract/initial-state';
import { AgeGate } from '../components/AgeGate';
import { serverReadOf } from '../../src/contract/page-data';
import { loadCartDrawer } from '../components/cart-drawer-loader';
import { Toast } from '../components/Toast';
import { startErrorReporting } from '../scripts/error-reporting';
import { CookieConsent } from '../components/consent/CookieConsent';
import { legalHrefs } from '../../src/contract/layout-data';
import { sessionShownAtom } from '../shop/server-session';
import { ShopSession } from '../shop/ShopSession';
import { cartOpenAtom } from '../state/ui-flags';
import { cartAtom } from '../state/cart-state';
import { consentAtom } from '../state/consent';
import { browserStorage } from '../state/browser-storage';
import { tellCartValue } from '../shop/cart-value-tracking';

const CartDrawer = lazy(loadCartDrawer);

/**
 * What every page runs beside its content: the toast, the age gate, the shopper's session,
 * the cart drawer (from its first opening), the cookie choice with the scripts it allows, and
 * error reporting.
 */
export function ClientShell({ state }: { state: InitialState }) {
  const { monitoring, environment } = state.config;
  const errorReporting = state.assets.errorReporting;
  useEffect(() => {
    if (monitoring) startErrorReporting(monitoring, environment, errorReporting);
  }, [monitoring, environment, errorReporting]);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  // The marketing tracker hears of every change of the cart's value (with marketing consent).
  const { selection } = useAtomValue(cartAtom);
  const consent = useAtomValue(consentAtom);
  const { scripts, sekRates } = state.config;
  useEffect(() => {
    if (ageConfirmed && consent?.marketing)
      tellCartValue(selection, { scripts, sekRates }, browserStorage('sessionStorage'));
  }, [ageConfirmed, consent, selection, scripts, sekRates]);
  const onConfirmed = useCallback(() => setAgeConfirmed(true), []);
  // The drawer renders from the first time the cart is opened, and stays for its next opening.
  const cartOpen = useAtomValue(cartOpenAtom);
  const sessionShown = useAtomValue(sessionShownAtom);
  const [cartWanted, setCartWanted] = useState(false);
  if (cartOpen && !cartWanted) setCartWanted(true);
  return (
    <>
      <Toast />
      <AgeGate onConfirmed={onConfirmed} />
      <CookieConsent
        ageConfirmed={ageConfirmed}
        scripts={state.config.scripts}
        language={state.language}
        cookiePolicyHref={legalHrefs(state.layout).cookies}
      />
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
