import { useCallback, useEffect } from 'react';
import { AgeGate } from '../components/AgeGate';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Toast } from '../components/Toast';
import { UnsupportedCountryNotice } from '../components/UnsupportedCountryNotice';
import { I18nProvider, useT } from '../i18n/i18n-context';
import { startErrorReporting } from '../scripts/error-reporting';
import { loadMarketingScripts, loadTagManager } from '../scripts/third-party';
import type { InitialState } from './initial-state';
import type { PageView } from './page-views';

export function App({ state, PageView }: { state: InitialState; PageView: PageView }) {
  const scripts = state.config.scripts;
  useEffect(() => {
    // A stable marker for tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
    loadTagManager(scripts);
  }, [scripts]);
  const { monitoring, environment } = state.config;
  useEffect(() => startErrorReporting(monitoring, environment), [monitoring, environment]);
  const onConfirmed = useCallback(() => loadMarketingScripts(scripts), [scripts]);

  return (
    <I18nProvider language={state.language}>
      <div className="page">
        <SkipLink />
        <Header
          shopName={state.config.shopName}
          layout={state.layout}
          language={state.language}
          search={state.config.search}
        />
        <UnsupportedCountryNotice language={state.language} />
        <main id="main">
          <PageView state={state} />
        </main>
        <Footer config={state.config} layout={state.layout} language={state.language} />
      </div>
      <Toast />
      <AgeGate onConfirmed={onConfirmed} />
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
