import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { useT } from '../../i18n/i18n-context';
import { cartLineOf } from '../../shop/cart-lines';
import { CartLines } from '../cart/CartLines';
import { CartTotals } from '../cart/CartTotals';
import { FormattedDate } from '../FormattedDate';

const line = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A completed order: its number, date, delivery address, lines and totals. */
export function ReceiptView({
  order,
  signedIn,
  accountHref,
}: {
  order: OrderResponse['order'];
  signedIn: boolean;
  accountHref: string;
}) {
  const t = useT('customer', 'checkout');
  const address = order.address as Record<string, unknown>;
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
          <a className="button" href={`${accountHref}/register`}>
            {t('createAccount')}
          </a>
        </aside>
      )}
    </section>
  );
}
