import type { OrderResponse } from './checkout-api/schemas';

type Order = OrderResponse['order'];

/**
 * What the `purchase` event carries: the order's host, click id, totals, coupon and items.
 * (A type, not an interface: the event log takes any record of data.)
 */
export type PurchaseData = {
  host: string;
  clickId: string | null;
  transactionId: string;
  value: number;
  shipping: number;
  tax: number;
  currency: string;
  /** Voucher codes joined by commas; empty when none. */
  coupon: string;
  items: { id: string; name: string; price: number; quantity: number }[];
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const amount = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/**
 * The `purchase` event of a completed order, built by the worker from the Checkout API's own
 * answer: revenue in the event log is what the order says, never what a browser claims.
 */
export function purchaseEvent(
  order: Order,
  host: string,
  clickId: string | null,
): { event: 'purchase'; data: PurchaseData } {
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
