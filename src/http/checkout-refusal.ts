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

/** What the shop says when it refuses a Checkout API call itself, before the API sees it. */
export interface OwnRefusal {
  /** The session the call came with (the API's answer carries one, errors included). */
  token: string | null;
  /** By field, as the Checkout API says what failed. */
  errors: Record<string, string>;
  /** A sentence on what was refused, as every own endpoint's error has. */
  error: string;
  /** What the Checkout API adds beside its errors for such a refusal (a code, a message). */
  extra?: Record<string, unknown>;
}

/**
 * A refusal of a call the shop guards, in the Checkout API's own shape, so the browser reads
 * it as it reads the API's; never cached.
 */
export function refuseAsCheckoutApi(
  c: Context,
  status: 400 | 406 | 413 | 422 | 429,
  refusal: OwnRefusal,
): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(
    { token: refusal.token, ...refusal.extra, errors: refusal.errors, error: refusal.error },
    status,
  );
}
