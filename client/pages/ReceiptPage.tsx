import { useEffect, useState } from 'react';
import type { OrderResponse } from '../../src/contract/checkout-api/schemas';
import type { LayoutData } from '../../src/contract/layout-data';
import type { PageData } from '../../src/contract/page-data';
import { postToShop } from '../api/post-to-shop';
import { CartLines } from '../components/cart/CartLines';
import { CartTotals } from '../components/cart/CartTotals';
import { cartLineOf } from '../shop/cart-lines';
import { FormattedDate } from '../components/FormattedDate';
import { useT } from '../i18n/i18n-context';
import { rememberGclid } from '../state/order-tracking';
import { firstMissingRate, firstTimeFor, marketingValueSek } from '../shop/marketing-value';
import { useShop } from '../shop/shop-context';
import { FormAlert } from '../components/FormAlert';
import type { PublicConfig } from '../../src/contract/public-config';
import { trackMarketing } from '../scripts/marketing-tracker';

type Order = OrderResponse['order'];
type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: Order };

function logEvent(event: { event: string; data: Record<string, unknown> }) {
  void postToShop('/api/logflare', event)
    .then((response) => {
      if (!response.ok) console.warn(`${event.event} event refused`, response.status);
    })
    .catch((error: unknown) => console.warn(`${event.event} event not sent`, error));
}

/**
 * Tells the page's tags of the purchase once per order: the tag manager's data layer and the
 * marketing tracker (its value in SEK). A currency without a rate sends no value, never a
 * wrong one, and is logged once per browser so the operator can configure its rate. (The
 * shop's own purchase event is written by the worker when the payment completes.)
 */
function tagPurchase(
  order: Order,
  local: Storage,
  config: Pick<PublicConfig, 'scripts' | 'sekRates'>,
) {
  if (!firstTimeFor(order.order, local)) return;
  const converted = marketingValueSek(order, config.sekRates);
  const value = converted.ok ? converted.value : undefined;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ event: 'purchase', transaction_id: order.order, value_sek: value });
  if (converted.ok)
    void trackMarketing(config.scripts, 'Placed Order', {
      OrderId: order.order,
      $value: converted.value,
      currency: 'SEK',
    });
  else if (firstMissingRate(converted.currency, local))
    logEvent({
      event: 'sek_rate_missing',
      data: { currency: converted.currency, problem: converted.error, order: order.order },
    });
}

/**
 * The receipt: completes the payment with what the provider returned, or shows
 * the completed order again, then tells the page's tags of the purchase once.
 */
export function ReceiptPage({
  page,
  layout,
  config,
}: {
  page: Extract<PageData, { kind: 'receipt' }>;
  layout: LayoutData;
  config: PublicConfig;
}) {
  const t = useT('customer', 'checkout');
  const shop = useShop();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [signedIn, setSignedIn] = useState(true);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const actions = await shop();
      const clickId = rememberGclid(new URL(window.location.href), actions.storage.session);
      let response: OrderResponse | undefined;
      try {
        response = await actions.receiptOrder(page.returnFields, clickId);
      } catch {
        // A return already completed (a reload): the receipt still shows the order.
        response = await actions.receiptOrder({}, clickId).catch(() => undefined);
      }
      if (cancelled) return;
      if (!response) {
        setLoaded({ state: 'failed' });
        return;
      }
      setSignedIn(Boolean(response.loggedIn));
      setLoaded({ state: 'ready', order: response.order });
      tagPurchase(response.order, actions.storage.local, config);
      // The order used up the old selection: start the new one so the cart shows empty.
      void actions.restart();
    })();
    return () => {
      cancelled = true;
    };
  }, [page.returnFields, shop, config]);

  if (loaded.state === 'loading') {
    return (
      <section className="receipt">
        <h1>{t('receiptTitle')}</h1>
        <p role="status">{t('receiptLoading')}</p>
      </section>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <section className="receipt">
        <h1>{t('receiptTitle')}</h1>
        <FormAlert>{t('orderNotFound')}</FormAlert>
      </section>
    );
  }
  const { order } = loaded;
  const address = order.address as Record<string, unknown>;
  const line = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return (
    <section className="receipt">
      <h1>{t('receiptTitle')}</h1>
      <dl className="receipt-facts">
        <dt>{t('orderNumber')}</dt>
        <dd data-testid="order-number">{order.order}</dd>
        <dt>{t('orderDate')}</dt>
        <dd>
          <FormattedDate iso={order.date} />
        </dd>
        <dt>{t('deliveryTo')}</dt>
        <dd>
          <address>
            {[
              [line(address.firstName), line(address.lastName)].filter(Boolean).join(' '),
              line(address.address1),
              [line(address.zipCode), line(address.city)].filter(Boolean).join(' '),
              line(address.country),
              line(address.email),
            ]
              .filter(Boolean)
              .map((text) => (
                <span key={text} className="address-line">
                  {text}
                </span>
              ))}
          </address>
        </dd>
      </dl>
      <h2>{t('orderSummary')}</h2>
      <CartLines lines={order.items.map(cartLineOf)} editable={false} />
      <CartTotals totals={order.totals} />
      {!signedIn && (
        <aside className="account-prompt">
          <p>{t('createAccountPrompt')}</p>
          <a className="button" href={`${layout.accountHref}/register`}>
            {t('createAccount')}
          </a>
        </aside>
      )}
    </section>
  );
}
