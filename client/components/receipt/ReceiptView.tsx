import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { useT } from '../../i18n/i18n-context';
import { OrderDetails } from '../order/OrderDetails';

/** A completed order: its number, date, status, delivery details, lines and totals. */
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
  return (
    <section className="receipt">
      <h1>{t('receiptTitle')}</h1>
      <OrderDetails order={order} summaryLevel={2} />
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
