import { useEffect } from 'react';
import { useShop } from './shop-context';
import { storedToken } from './token-storage';

/**
 * Runs the shop's start-up sequence once the page is interactive, so the cart count,
 * drawer and checkout show the shopper's own selection. A visitor without a session (no
 * token) has an empty cart by definition: the sequence then waits for the first shop action,
 * so a passing visitor or crawler neither creates a session nor loads the shop's code.
 * Renders nothing.
 */
export function ShopSession({ skip, eager }: { skip: boolean; eager: boolean }) {
  const shop = useShop();
  useEffect(() => {
    if (skip || (!eager && !storedToken())) return;
    let cancelled = false;
    const run = () => {
      if (cancelled) return;
      void shop()
        .then((actions) => actions.start())
        .catch((error: unknown) => console.warn('shop start-up failed', error));
    };
    // The shopper's own pages need the selection at once; elsewhere it waits for an idle moment.
    if (eager) run();
    else if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
    return () => {
      cancelled = true;
    };
  }, [shop, skip, eager]);
  return null;
}
