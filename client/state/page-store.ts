import { createStore } from 'jotai';
import type { InitialState } from '../../src/contract/initial-state';
import { limitedHeaderAtom } from './ui-flags';

/**
 * A Jotai store for one page: the server renders each request with its own (one shopper's state
 * stays out of another's), the browser hydrates with one holding the same starting flags.
 */
export function pageStore(state: InitialState) {
  const store = createStore();
  // The checkout's header is limited from the first render, on the server as in the browser.
  store.set(limitedHeaderAtom, state.page.kind === 'checkout');
  return store;
}
