import { useEffect, useState } from 'react';
import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { useT } from '../../i18n/i18n-context';
import { useInitialState } from '../../islands/initial-state-context';
import { tagPurchase } from '../../shop/purchase-tags';
import { useShop } from '../../shop/shop-context';
import { rememberGclid } from '../../state/order-tracking';
import { FormAlert } from '../FormAlert';
import { ReceiptView } from './ReceiptView';

type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; response: OrderResponse };

/**
 * The receipt of a session the worker could not read (a provider that posts its return sends
 * no SameSite cookie): the browser completes the payment with what the provider returned, or
 * shows the completed order again, then tells the page's tags of the purchase once.
 */
export function ReceiptLoader() {
  const t = useT('customer', 'checkout');
  const { page, layout, config } = useInitialState();
  const shop = useShop();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const returnFields = page.kind === 'receipt' ? page.returnFields : {};
    void (async () => {
      const actions = await shop();
      const clickId = rememberGclid(new URL(window.location.href), actions.storage.session);
      let response: OrderResponse | undefined;
      try {
        response = await actions.receiptOrder(returnFields, clickId);
      } catch {
        // A return already completed (a reload): the receipt still shows the order.
        response = await actions.receiptOrder({}, clickId).catch(() => undefined);
      }
      if (cancelled) return;
      if (!response) {
        setLoaded({ state: 'failed' });
        return;
      }
      setLoaded({ state: 'ready', response });
      tagPurchase(response.order, actions.storage.local, config);
      // The order used up the old selection: start the new one so the cart shows empty.
      void actions.restart();
    })();
    return () => {
      cancelled = true;
    };
  }, [page, shop, config]);

  if (loaded.state === 'ready') {
    return (
      <ReceiptView
        order={loaded.response.order}
        signedIn={Boolean(loaded.response.loggedIn)}
        accountHref={layout.accountHref}
      />
    );
  }
  return (
    <section className="receipt">
      <h1>{t('receiptTitle')}</h1>
      {loaded.state === 'loading' ? (
        <p role="status">{t('receiptLoading')}</p>
      ) : (
        <FormAlert>{t('orderNotFound')}</FormAlert>
      )}
    </section>
  );
}
