import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../app-env';
import type { RatePolicy } from '../../../adapters/rate-limits';
import { refuseAsCheckoutApi } from '../../../http/checkout-refusal';
import { clientAddress, rateLimited } from '../../../middleware/rate-limit';
import { shopperToken } from './shopper-call';

/** The email a call names in its path, as sent. */
export const emailOf = (c: Context<AppEnv>) => c.req.param('email') ?? '';

/** The account a call is on, as accounts are told apart: case and blanks around do not count. */
const accountOf = (c: Context<AppEnv>) => emailOf(c).trim().toLowerCase().slice(0, 254);

/**
 * What a guarded call counts against. Only what the caller cannot change at will: the address
 * the edge saw it come from, and for a sign-in the account it is tried on too (so a guesser
 * is stopped on the account it guesses, and the owner signing in from elsewhere is not). No
 * cookie and no token: a caller sends a new one with every try for free.
 */
export const byAddress = (c: Context<AppEnv>) => `address:${clientAddress(c)}`;
export const byAddressAndAccount = (c: Context<AppEnv>) =>
  `address:${clientAddress(c)}:account:${accountOf(c)}`;

/** A limit of the shop's on a call it guards, refused as the Checkout API refuses a call. */
export const limitedBy = (
  policy: RatePolicy,
  keyOf: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> =>
  rateLimited(policy, keyOf, (c, retryAfterSeconds) =>
    refuseAsCheckoutApi(c, 429, {
      token: shopperToken(c) ?? null,
      errors: { rate: `too many attempts: try again in ${retryAfterSeconds} seconds` },
      error: `Too many requests: try again in ${retryAfterSeconds} seconds`,
    }),
  );
