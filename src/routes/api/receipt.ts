import { Hono } from 'hono';
import { z } from 'zod';
import { TOKEN_PATTERN } from '../../contract/session-cookies';
import type { AppEnv } from '../../app-env';
import { receiptOrder } from '../../adapters/checkout/receipt-order';
import { passOnRefusal } from '../../http/checkout-refusal';
import { bodyWithin, readJson } from '../../http/json-body';
import { csrfProtection } from '../../middleware/csrf';

const MAX_BYTES = 16 * 1024;

const receiptRequestSchema = z.strictObject({
  /** The shopper's Checkout API token: the payment belongs to it. */
  token: z.string().regex(TOKEN_PATTERN, 'a Checkout API token'),
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
 * POST /api/receipt: the receipt page's order for a browser whose session the page could not
 * read (a provider that posts its return, which carries no SameSite cookie), through the
 * Checkout API with the shopper's token; see `receiptOrder`.
 */
export const receiptRoute = new Hono<AppEnv>().post(
  '/',
  csrfProtection,
  bodyWithin(MAX_BYTES),
  async (c) => {
    const body = await readJson(c, receiptRequestSchema);
    const { shopperCheckout, logs } = c.get('services');
    c.header('Cache-Control', 'no-store');
    let response;
    try {
      response = await receiptOrder(
        { shopperCheckout, db: c.env.DB, record: logs.record },
        {
          token: body.token,
          fields: body.paymentMethodFields,
          host: new URL(c.req.url).host,
          clickId: body.clickId,
        },
      );
    } catch (error) {
      return passOnRefusal(c, error);
    }
    return c.json(response);
  },
);
