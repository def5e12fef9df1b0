import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { purchaseEvent } from '../../contract/purchase-event';
import { recordPurchaseOnce } from '../../adapters/logs/purchase-log';
import { passOnRefusal } from '../../http/checkout-refusal';
import { bodyWithin, readJson } from '../../http/json-body';
import { csrfProtection } from '../../middleware/csrf';

const MAX_BYTES = 16 * 1024;

export const receiptRequestSchema = z.strictObject({
  /** The shopper's Checkout API token: the payment belongs to it. */
  token: z.string().regex(/^[\w-]{8,128}$/, 'a Checkout API token'),
  /** Every parameter the payment provider sent back to the return page; none when the
   * payment completed at once (an invoice) or the return page is shown again. */
  paymentMethodFields: z
    .record(z.string().max(100), z.unknown())
    .refine((fields) => Object.keys(fields).length <= 100, 'at most 100 fields')
    .optional(),
  /** The ad click this browser session came from, for attribution only (never for amounts). */
  clickId: z.string().max(256).nullable().default(null),
});

/**
 * POST /api/receipt: the receipt page's order, through the Checkout API with the shopper's
 * token: `POST payment-result` with what the provider sent back, else `GET receipt` (a payment
 * that completed at once, a page shown again). The purchase event is written here, from the
 * order the Checkout API returned, once per order; a failing event log never hides a receipt.
 */
export const receiptRoute = new Hono<AppEnv>().post(
  '/',
  csrfProtection,
  bodyWithin(MAX_BYTES),
  async (c) => {
    const body = await readJson(c, receiptRequestSchema);
    const { shopperCheckout, logs } = c.get('services');
    c.header('Cache-Control', 'no-store');
    const fields = body.paymentMethodFields;
    let response;
    try {
      response =
        fields && Object.keys(fields).length > 0
          ? await shopperCheckout.paymentResult(body.token, fields)
          : await shopperCheckout.receipt(body.token);
    } catch (error) {
      return passOnRefusal(c, error);
    }
    const { order } = response;
    const event = purchaseEvent(order, new URL(c.req.url).host, body.clickId);
    try {
      await recordPurchaseOnce(c.env.DB, logs.record, order.order, event);
    } catch (error) {
      console.error(`purchase ${order.order}: not recorded, the next return will try again`, error);
    }
    return c.json(response);
  },
);
