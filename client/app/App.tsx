import { useEffect } from 'react';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { InitialState } from './initial-state';

function Page({ state }: { state: InitialState }) {
  switch (state.page.kind) {
    case 'home':
      return <HomePage markets={state.page.markets} />;
    case 'not-found':
      return <NotFoundPage homeHref={state.page.homeHref} />;
  }
}

export function App({ state }: { state: InitialState }) {
  useEffect(() => {
    // A stable marker for tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const homeHref = state.page.kind === 'not-found' ? state.page.homeHref : '/';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header shopName={state.config.shopName} homeHref={homeHref} />
      <main id="main">
        <Page state={state} />
      </main>
      <Footer config={state.config} />
    </>
  );
}
