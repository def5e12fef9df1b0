import { useEffect } from 'react';
import { useInitialState } from '../../islands/initial-state-context';
import { tagPurchase } from '../../shop/purchase-tags';

function localStore(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    window.localStorage.getItem('probe');
    return window.localStorage;
  } catch {
    // Without storage the order may be tagged again on a reload: better than never.
    const kept = new Map<string, string>();
    return {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => kept.set(key, value),
    };
  }
}

/**
 * The receipt the worker completed: tells the page's tags of the purchase as soon as the page
 * starts (the shopper may never touch it). Renders nothing.
 */
export function PurchaseTags() {
  const { page, config } = useInitialState();
  const order =
    page.kind === 'receipt' && page.session.state === 'read' ? page.session.value.order : null;
  useEffect(() => {
    if (order) tagPurchase(order, localStore(), config);
  }, [order, config]);
  return null;
}
