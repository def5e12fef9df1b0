import { lazy, Suspense, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { AgeGate } from '../components/AgeGate';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Toast } from '../components/Toast';
import { I18nProvider, useT } from '../i18n/i18n-context';
import { startErrorReporting } from '../scripts/error-reporting';
import { loadMarketingScripts, loadTagManager } from '../scripts/third-party';
import type { InitialState } from '../../src/contract/initial-state';
import { isShopperPage } from '../../src/contract/page-kinds';
import { PAGE_NAMESPACES } from '../../src/i18n/page-namespaces';
import type { PageView } from './page-views';
import { ShopProvider } from '../shop/shop-context';
import { ShopSession } from '../shop/ShopSession';

// The drawer and its cart logic load after the page is interactive, outside its start-up JavaScript.
const CartDrawer = lazy(() => import('../components/CartDrawer'));
// So does the notice for a country the shop does not ship to: it waits for the country anyway.
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
  // Browser-only parts render after hydration, so the server's HTML and the first client render match.
  const mounted = useSyncExternalStore(noSubscription, isBrowser, isServer);
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
          {mounted && (
            <Suspense fallback={null}>
              <UnsupportedCountryNotice language={state.language} />
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
        {mounted && (
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

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
