import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { AgeGate } from '../components/AgeGate';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Toast } from '../components/Toast';
import { I18nProvider, useT } from '../i18n/i18n-context';
import { loadCartDrawer } from '../components/cart-drawer-loader';
import { startErrorReporting } from '../scripts/error-reporting';
import { countryNoticeDismissed, unshippedVisitorCountry } from '../scripts/visitor-country';
import { cartOpenAtom } from '../state/ui-flags';
import { loadMarketingScripts, loadTagManager } from '../scripts/third-party';
import type { InitialState } from '../../src/contract/initial-state';
import { isShopperPage } from '../../src/contract/page-kinds';
import { PAGE_NAMESPACES } from '../../src/i18n/page-namespaces';
import type { PageView } from './page-views';
import { ShopProvider } from '../shop/shop-context';
import { ShopSession } from '../shop/ShopSession';

const CartDrawer = lazy(loadCartDrawer);
// The notice for a country the shop does not ship to loads only for such a visitor.
const UnsupportedCountryNotice = lazy(() =>
  import('../components/UnsupportedCountryNotice').then((module) => ({
    default: module.UnsupportedCountryNotice,
  })),
);

export function App({ state, PageView }: { state: InitialState; PageView: PageView }) {
  const scripts = state.config.scripts;
  useEffect(() => {
    // A stable marker for tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    loadTagManager(scripts);
  }, [scripts]);
  const { monitoring, environment } = state.config;
  useEffect(() => {
    if (monitoring) startErrorReporting(monitoring, environment, state.assets.errorReporting);
  }, [monitoring, environment]);
  const onConfirmed = useCallback(() => loadMarketingScripts(scripts), [scripts]);
  const [unshipped, setUnshipped] = useState<string | null>(null);
  useEffect(() => {
    if (countryNoticeDismissed()) return;
    let active = true;
    unshippedVisitorCountry()
      .then((country) => active && setUnshipped(country))
      .catch((error: unknown) => console.warn('geo: the country is unknown', error));
    return () => {
      active = false;
    };
  }, []);
  // The drawer renders from the first time the cart is opened, and stays for its next opening.
  const cartOpen = useAtomValue(cartOpenAtom);
  const [cartWanted, setCartWanted] = useState(false);
  if (cartOpen && !cartWanted) setCartWanted(true);
  const shopSettings = useMemo(
    () => ({
      checkoutBase: state.config.checkoutBase,
      language: state.language,
      marketCountry: state.country,
    }),
    [state.config.checkoutBase, state.language, state.country],
  );

  return (
    <I18nProvider
      language={state.language}
      messages={state.messages}
      namespaces={PAGE_NAMESPACES[state.page.kind]}
    >
      <ShopProvider settings={shopSettings}>
        <div className="page">
          <SkipLink />
          <Header
            shopName={state.config.shopName}
            layout={state.layout}
            language={state.language}
            search={state.config.search}
          />
          {unshipped && (
            <Suspense fallback={null}>
              <UnsupportedCountryNotice language={state.language} country={unshipped} />
            </Suspense>
          )}
          <main id="main">
            <PageView state={state} />
          </main>
          <Footer config={state.config} layout={state.layout} language={state.language} />
        </div>
        <Toast />
        <AgeGate onConfirmed={onConfirmed} />
        {/* The receipt completes the payment first; its answer carries the new session. */}
        <ShopSession skip={state.page.kind === 'receipt'} eager={isShopperPage(state.page.kind)} />
        {cartWanted && (
          <Suspense fallback={null}>
            <CartDrawer
              checkoutHref={state.layout.checkoutHref}
              freeShipping={state.config.freeShipping}
            />
          </Suspense>
        )}
      </ShopProvider>
    </I18nProvider>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
