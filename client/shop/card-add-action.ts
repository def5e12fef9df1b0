import type { PageStore } from '../state/page-store';
import type { BrowserState } from '../../src/contract/initial-state';
import { translator } from '../../src/i18n/translate';
import { toastAtom } from '../state/ui-flags';
import { addToCart } from './add-to-cart';
import { loadShop, shopSettingsOf } from './shop-loader';

/**
 * A card's product added, one can, with the toast that says how it went: the code behind every
 * card's button (`listenForCardAdds`), loaded on the first click. The page sent its words with
 * the cards (`card-add` among the parts rendered).
 */
export function addFromCard(
  product: { id: string; url: string },
  state: BrowserState,
  store: PageStore,
): Promise<boolean> {
  return addToCart(
    () => loadShop(store, shopSettingsOf(state)),
    { id: product.id, quantity: 1, url: product.url },
    translator(state.language, state.messages),
    (toast) => store.set(toastAtom, toast),
  );
}
