import { useEffect } from 'react';
import { useInitialState } from '../../islands/initial-state-context';
import { tagPurchase } from '../../shop/purchase-tags';
import { browserStorage } from '../../state/browser-storage';

/**
 * The receipt the worker completed: tells the page's tags of the purchase as soon as the page
 * starts (the shopper may never touch it). Renders nothing.
 */
export function PurchaseTags() {
  const { page, config } = useInitialState();
  const order =
    page.kind === 'receipt' && page.session.state === 'read' ? page.session.value.order : null;
  useEffect(() => {
    if (order) tagPurchase(order, browserStorage('localStorage'), config);
  }, [order, config]);
  return null;
}
