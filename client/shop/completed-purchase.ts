import type { BrowserState } from '../../src/contract/initial-state';
import { browserStorage } from '../state/browser-storage';

/**
 * The receipt the worker completed: its purchase is told to the page's tags as soon as the
 * page starts (the shopper may never touch it), by code that loads only on such a page. A
 * receipt the browser completes itself tells them once it has the order (`ReceiptLoader`).
 */
export function tagCompletedPurchase({ page, config }: BrowserState): void {
  if (page.kind !== 'receipt' || page.session.state !== 'read') return;
  const { order } = page.session.value;
  import('./purchase-tags')
    .then(({ tagPurchase }) => tagPurchase(order, browserStorage('localStorage'), config))
    .catch((error: unknown) => console.warn('the purchase could not be told to the tags', error));
}
