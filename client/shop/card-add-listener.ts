import type { PageStore } from '../state/page-store';
import type { BrowserState } from '../../src/contract/initial-state';

/** What a card's add button carries: the product to add and the page it is sold on. */
export const cardAddAttributes = (productId: string, productUrl: string) => ({
  'data-card-add': productId,
  'data-product-url': productUrl,
});

/**
 * Adds a card's product when its button is clicked, wherever the card is (server HTML on a
 * content page, or drawn by the product list's code): one listener for the page instead of
 * code hydrated into every card. The button is busy until the add is done, so a second click
 * adds nothing twice; the adding code loads on the first click, and a failed download leaves
 * the button for the next click to try again.
 */
export function listenForCardAdds(state: BrowserState, store: PageStore) {
  const busy = new WeakSet<HTMLButtonElement>();
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest('button[data-card-add]') : null;
    if (!(button instanceof HTMLButtonElement) || busy.has(button)) return;
    const { cardAdd: id, productUrl: url } = button.dataset;
    if (!id || !url) return;
    // Busy, not disabled: a disabled button loses the keyboard's focus, and the shopper their
    // place in the list.
    busy.add(button);
    button.setAttribute('aria-disabled', 'true');
    import('./card-add-action')
      .then((action) => action.addFromCard({ id, url }, state, store))
      .catch((error: unknown) => {
        console.warn('card: the add could not start; the next click tries again', error);
      })
      .finally(() => {
        busy.delete(button);
        button.removeAttribute('aria-disabled');
      });
  });
}
