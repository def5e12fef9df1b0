import { createStore } from 'jotai';
import type { BrowserState } from '../../src/contract/initial-state';
import { afterResponse, cartAtom, EMPTY_CART } from './cart-state';

/** The store one page's islands, shop actions and card listener share. */
export type PageStore = ReturnType<typeof createStore>;

/**
 * A Jotai store for one page: the server renders each request with its own (one shopper's state
 * stays out of another's), the browser hydrates with one holding the same starting state.
 */
export function pageStore(state: BrowserState): PageStore {
  const store = createStore();
  const { page } = state;
  // The shopper's selection as the worker read it: the page and the cart count show it at once.
  const selection =
    page.kind === 'checkout' && page.session.state === 'read'
      ? page.session.value
      : page.kind === 'account' && page.session.state === 'read'
        ? page.session.value.selection
        : undefined;
  if (selection) store.set(cartAtom, afterResponse(EMPTY_CART, 'fetch', selection));
  return store;
}
