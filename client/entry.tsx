import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { Document } from './app/Document';
import { INITIAL_STATE_ELEMENT_ID, type InitialState } from '../src/contract/initial-state';
import { PAGE_VIEWS } from './app/page-views';
import { pageStore } from './state/page-store';

function readInitialState(): InitialState {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no initial state to hydrate from.');
  return JSON.parse(element.textContent) as InitialState;
}

const state = readInitialState();
const store = pageStore(state);
// Hydration must render what the server rendered, so the page's view is loaded first.
const PageView = await PAGE_VIEWS[state.page.kind]();

hydrateRoot(
  document,
  <StrictMode>
    <Provider store={store}>
      <Document state={state} nonce={undefined}>
        <App state={state} PageView={PageView} />
      </Document>
    </Provider>
  </StrictMode>,
);
