import { useEffect, useState } from 'react';
import type { OrdersResponse } from '../../../src/contract/checkout-api/schemas';
import type { BrowserPage } from '../../../src/contract/initial-state';
import { useInitialState } from '../../islands/initial-state-context';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { FormAlert } from '../FormAlert';
import { OrderDetails } from '../order/OrderDetails';

type Order = OrdersResponse['orders'][number];

type Status =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; latest: Order | undefined; older: boolean };

/** The newest order by date (ties keep the API's order, which lists the newest first). */
function latestOf(orders: Order[]): Order | undefined {
  return orders.reduce<Order | undefined>((latest, order) => {
    if (!latest) return order;
    const time = Date.parse(order.date);
    const latestTime = Date.parse(latest.date);
    return !Number.isNaN(time) && !Number.isNaN(latestTime) && time > latestTime ? order : latest;
  }, undefined);
}

function loadedStatus(response: OrdersResponse): Status {
  const total = response.ordersPaging?.totalSize ?? response.orders.length;
  return {
    kind: 'loaded',
    latest: latestOf(response.orders),
    older: Math.max(total, response.orders.length) > 1,
  };
}

/** The orders the worker read with the page, if they are this customer's. */
function ordersRead(page: BrowserPage, customerEmail: string): OrdersResponse | null {
  if (page.kind !== 'account' || page.session.state !== 'read') return null;
  const { selection, orders } = page.session.value;
  return selection.loggedIn?.email === customerEmail ? orders : null;
}

/**
 * Only the latest order is shown online (the product's rule); older ones are left to the
 * customer's email, which the note says.
 */
export function YourOrders({ customerEmail }: { customerEmail: string }) {
  const t = useT('customer', 'account');
  const shop = useShop();
  const read = ordersRead(useInitialState().page, customerEmail);
  const [status, setStatus] = useState<Status>(() =>
    read ? loadedStatus(read) : { kind: 'loading' },
  );

  useEffect(() => {
    if (read) return;
    let cancelled = false;
    shop()
      .then((actions) => actions.orders())
      .then((response) => {
        if (!cancelled) setStatus(loadedStatus(response));
      })
      .catch((error: unknown) => {
        console.warn('reading the orders failed', error);
        if (!cancelled) setStatus({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [shop, customerEmail, read]);

  return (
    <section className="account-section" aria-labelledby="your-orders">
      <h2 id="your-orders">{t('yourOrders')}</h2>
      {status.kind === 'loading' && <p role="status">{t('ordersLoading')}</p>}
      {status.kind === 'failed' && <FormAlert>{t('generic')}</FormAlert>}
      {status.kind === 'loaded' && !status.latest && <p>{t('noOrders')}</p>}
      {status.kind === 'loaded' && status.latest && (
        <article className="latest-order" aria-labelledby="latest-order">
          <h3 id="latest-order">{t('latestOrder')}</h3>
          <OrderDetails order={status.latest} summaryLevel={4} />
        </article>
      )}
      {status.kind === 'loaded' && status.older && <p className="muted">{t('orderNotFound')}</p>}
    </section>
  );
}
