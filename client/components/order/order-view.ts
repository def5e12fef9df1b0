import { isOrderStatus, type OrderStatus } from '../../../src/contract/checkout-api/order-status';
import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { countryName } from '../../../src/domain/markets/country-name';
import { asRecord } from '../../shop/as-record';

type Order = OrderResponse['order'];

/** The word of a status Centra gives orders; null for one it added since (shown as it sends it). */
export const orderStatusWord = (status: string): `orderStatus_${OrderStatus}` | null =>
  isOrderStatus(status) ? `orderStatus_${status}` : null;

/**
 * Centra dates read "2024-05-01 14:03:00" in the tenant's time: formatted as that
 * calendar day whatever the browser's time zone; null when the date does not parse.
 */
export function orderIso(date: string): string | null {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(date)
    ? `${date.replace(' ', 'T')}Z`
    : date;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Where the order goes, as address lines: the delivery address (the billing address when the
 * order has no separate one), its country named in the page's language, then the email the
 * order's messages go to.
 */
export function deliveryLinesOf(order: Order, language: string): string[] {
  const billing = asRecord(order.address);
  const shipping = asRecord(order.shippingAddress);
  const to = textOf(shipping.address1) ? shipping : billing;
  const country = textOf(to.country);
  return [
    [textOf(to.firstName), textOf(to.lastName)].filter(Boolean).join(' '),
    textOf(to.address1),
    textOf(to.address2),
    [textOf(to.zipCode), textOf(to.city)].filter(Boolean).join(' '),
    country ? countryName(language, country) : '',
    textOf(billing.email),
  ].filter(Boolean);
}
