import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import type { BrowserState } from '../../src/contract/initial-state';
import { AgeGate } from '../components/AgeGate';
import { CountryNoticeSlot } from './CountryNoticeSlot';
import { serverReadOf } from '../../src/contract/page-data';
import { loadCartDrawer } from '../components/cart-drawer-loader';
import { MoreWords } from '../i18n/i18n-context';
import { useLoadedWhen } from './use-loaded-when';
import { Toast } from '../components/Toast';
import { legalHrefs } from '../../src/contract/layout-data';
import { sessionShownAtom } from '../shop/server-session';
import { ShopSession } from '../shop/ShopSession';
import { cartOpenAtom } from '../state/ui-flags';

/** The cookie choice's code, once the age is confirmed. */
const loadCookieConsent = () => import('../components/consent/CookieConsent');

// Nothing optional loads without a choice: the page works on, and asks again next time.
const consentUnavailable = (error: unknown) => console.warn('cookie choice unavailable', error);

/**
 * What every page runs beside its content: the toast, the notice for a country the shop does
 * not ship to, the age gate, the shopper's session, the cart drawer (from its first opening),
 * and the cookie choice with the scripts it allows.
 */
export function ClientShell({ state }: { state: BrowserState }) {
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const onConfirmed = useCallback(() => setAgeConfirmed(true), []);
  const sessionShown = useAtomValue(sessionShownAtom);
  const consent = useLoadedWhen(ageConfirmed, loadCookieConsent, consentUnavailable);
  // The drawer's code and words load the first time the cart is opened, and stay for its next
  // opening; if they do not come, the cart is shown where it always is, on the checkout page.
  const { language, layout } = state;
  const drawer = useLoadedWhen(
    useAtomValue(cartOpenAtom),
    useCallback(() => loadCartDrawer(language), [language]),
    useCallback(
      (error: unknown) => {
        console.warn('cart drawer unavailable', error);
        window.location.assign(layout.checkoutHref);
      },
      [layout.checkoutHref],
    ),
  );
  return (
    <>
      <Toast />
      {/* Fixed at the bottom of the screen, so it needs no root of its own in the header. */}
      <CountryNoticeSlot language={state.language} />
      <AgeGate onConfirmed={onConfirmed} />
      {/* Nothing of the cookie choice runs before the age is confirmed: its code loads then. */}
      {consent && (
        <consent.CookieConsent
          scripts={state.config.scripts}
          sekRates={state.config.sekRates}
          language={state.language}
          cookiePolicyHref={legalHrefs(state.layout).cookies}
        />
      )}
      {/* A page showing the session as the worker read it reads it again only when touched;
          the receipt completes the payment first, and its answer carries the new session. */}
      <ShopSession
        skip={sessionShown || state.page.kind === 'receipt'}
        eager={serverReadOf(state.page) !== undefined}
      />
      {drawer && (
        <MoreWords words={drawer.words}>
          <drawer.CartDrawer
            checkoutHref={layout.checkoutHref}
            freeShipping={state.config.freeShipping}
          />
        </MoreWords>
      )}
    </>
  );
}
