import type { PageStore } from '../state/page-store';
import type { BrowserState } from '../../src/contract/initial-state';
import { translator } from '../../src/i18n/translate';
import { toastAtom } from '../state/ui-flags';
import { createCartActionRunner } from './cart-action';
import { loadShop, shopSettingsOf } from './shop-loader';

/**
 * A card's product added, one can, through the cart's one runner, with a toast that says how it
 * went: the code behind every card's button (`listenForCardAdds`, which shows it busy), loaded
 * on the first click. The page sent its words with the cards (`card-add` among the parts
 * rendered).
 */
export async function addFromCard(
  product: { id: string; url: string },
  state: BrowserState,
  store: PageStore,
): Promise<boolean> {
  const t = translator(state.language, state.messages);
  const run = createCartActionRunner(() => loadShop(store, shopSettingsOf(state)), {
    busy: () => undefined,
    failed: (word) => {
      if (word) store.set(toastAtom, { kind: 'error', message: t(word) });
    },
    done: (word) => store.set(toastAtom, { kind: 'success', message: t(word) }),
  });
  const added = await run((shop) => shop.addProduct(product.id, 1, product.url), {
    done: 'itemAdded',
    failed: 'addFailed',
  });
  return added !== undefined;
}
