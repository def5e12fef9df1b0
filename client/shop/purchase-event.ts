import type { OrderResponse } from '../../src/contract/checkout-api/schemas';
import { convertToSek, type SekConversion } from '../../src/domain/money/conversion-rates';
import { asRecord } from './as-record';

type Order = OrderResponse['order'];

const amount = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** The `purchase` event of an order, as /api/logflare takes it. */
export function purchaseEvent(order: Order, host: string, clickId: string | null) {
  const vouchers = asRecord(asRecord(order).discounts).vouchers;
  const codes = (Array.isArray(vouchers) ? vouchers : Object.values(asRecord(vouchers)))
    .map((voucher) => asRecord(voucher).voucher)
    .filter((code): code is string => typeof code === 'string');
  return {
    event: 'purchase',
    data: {
      host,
      clickId,
      transactionId: order.order,
      value: amount(order.totals.grandTotalPriceAsNumber),
      shipping: amount(order.totals.shippingPriceAsNumber),
      tax: amount(order.totals.grandTotalPriceTaxAsNumber),
      currency: order.currency,
      coupon: codes.join(','),
      items: order.items.map((item) => {
        const line = asRecord(item);
        return {
          id: item.item,
          name: item.productName ?? item.item,
          price: amount(line.priceEachAsNumber),
          quantity: item.quantity,
        };
      }),
    },
  };
}

/** The order value the marketing tracker records, in its base currency SEK at the shop's rates. */
export function marketingValueSek(order: Order, rates: Record<string, number>): SekConversion {
  return convertToSek(amount(order.totals.grandTotalPriceAsNumber), order.currency, rates);
}

export const MISSING_RATES_KEY = 'sek-rate-missing';

/** True the first time this browser meets an order currency without a rate: it is reported once. */
export function firstMissingRate(
  currency: string,
  store: Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  const reported = (store.getItem(MISSING_RATES_KEY) ?? '').split(',').filter(Boolean);
  if (reported.includes(currency)) return false;
  store.setItem(MISSING_RATES_KEY, [...reported, currency].join(','));
  return true;
}

export const LOGGED_ORDERS_KEY = 'purchase-logged';

/** True the first time an order is seen in this browser: the event goes out once per order. */
export function firstTimeFor(order: string, store: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  const logged = (store.getItem(LOGGED_ORDERS_KEY) ?? '').split(',').filter(Boolean);
  if (logged.includes(order)) return false;
  store.setItem(LOGGED_ORDERS_KEY, [...logged.slice(-19), order].join(','));
  return true;
}
