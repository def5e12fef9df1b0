import { lazy, Suspense, useEffect, useState } from 'react';
import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { onDemandWords } from '../../i18n/fetch-words';
import { useT, withWords } from '../../i18n/i18n-context';
import { useInitialState } from '../../islands/initial-state-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { useHydrated } from '../../islands/use-hydrated';
import { storedToken } from '../../shop/token-storage';

/** The receipt's view and its words (`ON_DEMAND_SOURCES`), loaded with the order. */
const RECEIPT_VIEW_WORDS = 'receipt-view';

// Loaded with the order, in the page's language (its <html lang>): a visitor without a session
// never needs it, nor its words.
const ReceiptView = lazy(async () => {
  const [view, words] = await Promise.all([
    import('./ReceiptView'),
    onDemandWords(RECEIPT_VIEW_WORDS, document.documentElement.lang),
  ]);
  return { default: withWords(view.ReceiptView, words) };
});

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
    // Without a session there is no order to show, and no reason to load the shop's code.
    if (!storedToken()) return;
    void (async () => {
      const [actions, { rememberGclid }, { tagPurchase }] = await Promise.all([
        shop(),
        import('../../state/order-tracking'),
        import('../../shop/purchase-tags'),
      ]);
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

  // Read once the page runs (the server cannot know): the first render is the server's.
  const noSession = useHydrated() && !storedToken();
  const failed = loaded.state === 'failed' || noSession;
  const waiting = (
    <section className="receipt">
      <h1>{t('receiptTitle')}</h1>
      {failed ? (
        <FormAlert>{t('orderNotFound')}</FormAlert>
      ) : (
        <p role="status">{t('receiptLoading')}</p>
      )}
    </section>
  );
  if (loaded.state !== 'ready') return waiting;
  return (
    <Suspense fallback={waiting}>
      <ReceiptView
        order={loaded.response.order}
        signedIn={Boolean(loaded.response.loggedIn)}
        accountHref={layout.accountHref}
      />
    </Suspense>
  );
}
