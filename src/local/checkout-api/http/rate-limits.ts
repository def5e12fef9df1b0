import type { Context, MiddlewareHandler } from 'hono';
import type { CheckoutApiEnv, RatePolicy } from '../api-env';
import { respond } from './respond';

type Keyed = (c: Context<CheckoutApiEnv>) => string;

/** The caller's address as the edge saw it; every caller without one shares a bucket. */
const address: Keyed = (c) => c.req.header('cf-connecting-ip') ?? 'unknown';
const account: Keyed = (c) => decodeURIComponent(c.req.param('email') ?? '').toLowerCase();

/**
 * Counts one attempt against the policy; over the limit the call is answered 429 with
 * Centra's error shape and Retry-After, before it can try a password or send a mail.
 */
function limitedBy(policy: RatePolicy, ...keys: Keyed[]): MiddlewareHandler<CheckoutApiEnv> {
  return async (c, next) => {
    const key = keys.map((part) => part(c)).join(':');
    const { allowed, retryAfterSeconds } = await c.get('settings').limit(policy, key);
    if (allowed) return next();
    const response = respond(
      c,
      { errors: { rate: `too many attempts: try again in ${retryAfterSeconds} seconds` } },
      429,
    );
    response.headers.set('Retry-After', String(retryAfterSeconds));
    return response;
  };
}

/** The calls an attacker would repeat: guessing passwords, mailing strangers, trying codes. */
export const RATE_LIMITED_CALLS: [path: string, limit: MiddlewareHandler<CheckoutApiEnv>][] = [
  ['/login/:email', limitedBy('signIn', address, account)],
  ['/password-reset', limitedBy('signIn', address)],
  ['/register', limitedBy('accountMail', address)],
  ['/password-reset-email/:email', limitedBy('accountMail', address)],
  ['/newsletter-subscription/:email', limitedBy('signUp', address)],
  ['/newsletter-subscription', limitedBy('signUp', address)],
  // Per address, not per cart: a guesser would start a new cart for every few codes.
  ['/vouchers', limitedBy('voucher', address)],
];
