import { useEffect, useState } from 'react';
import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { onDemandWords } from '../../i18n/fetch-words';
import { MoreWords, useT } from '../../i18n/i18n-context';
import { useInitialState } from '../../islands/initial-state-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { useHydrated } from '../../islands/use-hydrated';
import { storedToken } from '../../shop/token-storage';

/** The receipt's view and its words (`ON_DEMAND_SOURCES`), loaded with the order. */
const RECEIPT_VIEW_WORDS = 'receipt-view';

const loadReceiptView = (language: string) =>
  Promise.all([import('./ReceiptView'), onDemandWords(RECEIPT_VIEW_WORDS, language)]).then(
    ([view, words]) => ({ ReceiptView: view.ReceiptView, words }),
  );

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      response: OrderResponse;
      view: Awaited<ReturnType<typeof loadReceiptView>>;
    };

/**
 * The receipt of a session the worker could not read (a provider that posts its return sends
 * no SameSite cookie): the browser completes the payment with what the provider returned, or
 * shows the completed order again, then tells the page's tags of the purchase once.
 */
export function ReceiptLoader() {
  const t = useT('customer', 'checkout');
  const { page, layout, config, language } = useInitialState();
  const shop = useShop();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const returnFields = page.kind === 'receipt' ? page.returnFields : {};
    // Without a session there is no order to show, and no reason to load the shop's code.
    if (!storedToken()) return;
    void (async () => {
      // The order's view loads beside the payment's completion (a visitor without a session
      // never needs it, nor its words).
      const viewLoading = loadReceiptView(language).catch((error: unknown) => {
        console.warn('the receipt could not be shown', error);
        return undefined;
      });
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
      tagPurchase(response.order, actions.storage.local, config);
      // The order used up the old selection: start the new one so the cart shows empty.
      void actions.restart();
      const view = await viewLoading;
      // Without its view the receipt says where the order is told (its email), as when lost.
      if (!cancelled) setLoaded(view ? { state: 'ready', response, view } : { state: 'failed' });
    })();
    return () => {
      cancelled = true;
    };
  }, [page, shop, config, language]);

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
  const { ReceiptView, words } = loaded.view;
  return (
    <MoreWords words={words}>
      <ReceiptView
        order={loaded.response.order}
        signedIn={Boolean(loaded.response.loggedIn)}
        accountHref={layout.accountHref}
      />
    </MoreWords>
  );
}
