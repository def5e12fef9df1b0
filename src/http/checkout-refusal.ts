import type { Context } from 'hono';
import { CheckoutApiError } from '../contract/checkout-api/checkout-api-error';

/**
 * A Checkout API refusal (a 4xx) passed on to the browser as the Checkout API answered it
 * (the browser reads its `errors`), with a sentence on top. Anything else is rethrown: a 5xx
 * or a broken answer is the error handler's.
 */
export function passOnRefusal(c: Context, error: unknown): Response {
  if (!(error instanceof CheckoutApiError) || error.status >= 500) throw error;
  const said = error.data.message;
  return c.json(
    { ...error.data, error: typeof said === 'string' && said ? said : error.message },
    error.status as 400,
  );
}
