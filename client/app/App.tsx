import type { InitialState } from '../../src/contract/initial-state';
import { breakpointThemeOf } from '../../src/contract/page-kinds';
import { Header } from '../components/Header';
import { useT } from '../i18n/i18n-context';
import { Island } from '../islands/Island';
import { hydratesWholePage } from './page-sources';
import type { PageView } from './page-views';
import { ReusedHtml, type RenderedHtml } from './ReusedHtml';

/**
 * The page as the server renders it. Only its islands run in the browser: the header's search
 * and buttons, the shell (toast, country notice, age gate, session, cart drawer), and the page's interactive
 * parts (the whole body on the checkout, account and product list; only products, forms and
 * slideshows on content pages).
 */
export function App({
  state,
  PageView,
  header,
  footer,
  shell,
}: {
  state: InitialState;
  PageView: PageView;
  /**
   * The header's and footer's contents, rendered once for every page with the same
   * (`renderPage`); the checkout's limited header has none.
   */
  header: RenderedHtml | undefined;
  footer: RenderedHtml;
  /** The shell island's server HTML, the same on every page of a language and kind. */
  shell: RenderedHtml;
}) {
  return (
    <>
      <div className="page">
        <SkipLink />
        <Header shopName={state.config.shopName} layout={state.layout} contents={header} />
        <main id="main" data-breakpoints={breakpointThemeOf(state.page.kind)}>
          {hydratesWholePage(state.page.kind) ? (
            <Island name="page" props={{}} hydrate="interaction" />
          ) : (
            <PageView state={state} />
          )}
        </main>
        <ReusedHtml tag="footer" className="site-footer" rendered={footer} />
      </div>
      <Island name="shell" props={{}} rendered={shell} />
    </>
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
