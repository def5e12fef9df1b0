import { useEffect } from 'react';
import { useShop } from './shop-context';

/**
 * Runs the shop's start-up sequence once the page is interactive, so the cart count,
 * drawer and checkout show the shopper's own selection. Renders nothing.
 */
export function ShopSession({ skip }: { skip: boolean }) {
  const shop = useShop();
  useEffect(() => {
    if (skip) return;
    let cancelled = false;
    void shop()
      .then((actions) => (cancelled ? undefined : actions.start()))
      .catch((error: unknown) => console.warn('shop start-up failed', error));
    return () => {
      cancelled = true;
    };
  }, [shop, skip]);
  return null;
}
