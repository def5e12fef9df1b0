import { Provider } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import type { BrowserState } from '../../src/contract/initial-state';
import type { Messages } from '../../src/i18n/dictionary';
import { PAGE_NAMESPACES } from '../../src/i18n/page-namespaces';
import { I18nProvider } from '../i18n/i18n-context';
import { ShopProvider } from '../shop/shop-context';
import { shopSettingsOf } from '../shop/shop-loader';
import { InitialStateContext } from './initial-state-context';
import { IslandComponentsContext } from './Island';
import type { IslandComponents } from './registry';

type PageStore = Parameters<typeof Provider>[0]['store'];

/**
 * What every part of a page reads: its state, its words, the shop's settings and the one
 * Jotai store. The server wraps the whole document in it; the browser wraps each island,
 * so the islands share the store (a cart count in the header follows an add in the page).
 */
export function PageProviders({
  state,
  store,
  islands,
  messages = state.messages,
  children,
}: {
  state: BrowserState;
  store: PageStore;
  islands: IslandComponents;
  /** The words to render with: the state's (what the browser has) unless the server says. */
  messages?: Messages;
  children: ReactNode;
}) {
  const shopSettings = useMemo(() => shopSettingsOf(state), [state]);
  return (
    <Provider store={store}>
      <InitialStateContext value={state}>
        <IslandComponentsContext value={islands}>
          <I18nProvider
            language={state.language}
            messages={messages}
            namespaces={PAGE_NAMESPACES[state.page.kind]}
          >
            <ShopProvider settings={shopSettings}>{children}</ShopProvider>
          </I18nProvider>
        </IslandComponentsContext>
      </InitialStateContext>
    </Provider>
  );
}
