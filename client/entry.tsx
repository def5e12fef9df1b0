import { Provider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { Document } from './app/Document';
import { INITIAL_STATE_ELEMENT_ID, type InitialState } from './app/initial-state';

function readInitialState(): InitialState {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no initial state to hydrate from.');
  return JSON.parse(element.textContent) as InitialState;
}

const state = readInitialState();
const store = createStore();

hydrateRoot(
  document,
  <StrictMode>
    <Provider store={store}>
      <Document state={state} nonce={undefined}>
        <App state={state} />
      </Document>
    </Provider>
  </StrictMode>,
);
