import type { PageStore } from '../state/page-store';
import type { BrowserState } from '../../src/contract/initial-state';
import type { ShopActions } from './shop-actions';

/** What the shop's browser code needs to know about the page it runs on. */
export interface ShopSettings {
  checkoutBase: string;
  language: string;
  marketCountry: string;
}

export const shopSettingsOf = (state: BrowserState): ShopSettings => ({
  checkoutBase: state.config.checkoutBase,
  language: state.language,
  marketCountry: state.country,
});

let loading: Promise<ShopActions> | undefined;

/**
 * The cart and checkout actions, loaded on first use: their Checkout API client and response
 * schemas stay out of the JavaScript every page needs to start. One set per page, whoever asks
 * first (an island or a card's button): its start-up and its token are the page's only ones.
 */
export function loadShop(store: PageStore, settings: ShopSettings): Promise<ShopActions> {
  loading ??= import('./shop-actions')
    .then((module) => module.createShopActions({ store, ...settings }))
    .catch((error: unknown) => {
      // A failed download (offline for a moment) is tried again on the next action.
      loading = undefined;
      throw error;
    });
  return loading;
}
