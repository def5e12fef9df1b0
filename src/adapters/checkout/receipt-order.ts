import type { OrderResponse } from '../../contract/checkout-api/schemas';
import type { LogEvent } from '../../contract/log-event';
import { purchaseEvent } from '../../contract/purchase-event';
import { recordPurchaseOnce } from '../logs/purchase-log';
import type { ShopperCheckout } from './shopper-checkout';

export interface ReceiptDependencies {
  shopperCheckout: ShopperCheckout;
  db: D1Database;
  record: (event: LogEvent) => Promise<void>;
}

export interface ReceiptInput {
  token: string;
  /** What the payment provider sent back; none when the order is shown again. */
  fields?: Record<string, unknown>;
  /** The shop's host, which the purchase event names. */
  host: string;
  /** The ad click this browser session came from, for attribution only. */
  clickId: string | null;
}

/**
 * A receipt's order: `POST payment-result` with what the provider sent back, else `GET receipt`
 * (a payment that completed at once, a page shown again). The purchase event is written from
 * the order the Checkout API returned, once per order; a failing event log never hides a
 * receipt (the next return tries again). A Checkout API refusal is thrown as it came.
 */
export async function receiptOrder(
  deps: ReceiptDependencies,
  input: ReceiptInput,
): Promise<OrderResponse> {
  const { fields } = input;
  const response =
    fields && Object.keys(fields).length > 0
      ? await deps.shopperCheckout.paymentResult(input.token, fields)
      : await deps.shopperCheckout.receipt(input.token);
  const { order } = response;
  try {
    await recordPurchaseOnce(
      deps.db,
      deps.record,
      order.order,
      purchaseEvent(order, input.host, input.clickId),
    );
  } catch (error) {
    console.error(`purchase ${order.order}: not recorded, the next return will try again`, error);
  }
  return response;
}
