import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { useLanguage, useT } from '../../i18n/i18n-context';
import { cartLineOf } from '../../shop/cart-lines';
import { CartLines } from '../cart/CartLines';
import { CartTotals } from '../cart/CartTotals';
import { FormattedDate } from '../FormattedDate';
import { deliveryLinesOf, orderIso, orderStatusWord } from './order-view';

/**
 * An order as the shopper reads it back, on the receipt and in the account alike: its number,
 * date, status and delivery details, then its summary (lines and what it cost). `summaryLevel`
 * fits the summary's heading under the page's own.
 */
export function OrderDetails({
  order,
  summaryLevel,
}: {
  order: OrderResponse['order'];
  summaryLevel: 2 | 4;
}) {
  const t = useT('customer');
  const language = useLanguage();
  const iso = orderIso(order.date);
  const statusWord = orderStatusWord(order.status);
  const Summary = summaryLevel === 2 ? 'h2' : 'h4';
  return (
    <>
      <dl className="order-facts">
        <div>
          <dt>{t('orderNumber')}</dt>
          <dd data-testid="order-number">{order.order}</dd>
        </div>
        <div>
          <dt>{t('orderDate')}</dt>
          <dd>{iso ? <FormattedDate iso={iso} /> : order.date}</dd>
        </div>
        <div>
          <dt>{t('orderStatus')}</dt>
          <dd data-testid="order-status">
            {statusWord ? t(statusWord) : order.statusDescription || order.status}
          </dd>
        </div>
        <div>
          <dt>{t('deliveryTo')}</dt>
          <dd>
            <address>
              {deliveryLinesOf(order, language).map((text) => (
                <span key={text} className="address-line">
                  {text}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
      <Summary>{t('orderSummary')}</Summary>
      <CartLines lines={order.items.map(cartLineOf)} editable={false} />
      <CartTotals totals={order.totals} />
    </>
  );
}
