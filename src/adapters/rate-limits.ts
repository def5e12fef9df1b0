/** What the shop limits, each by its own Workers rate-limiting binding (see wrangler.toml). */
export type RatePolicy = 'signIn' | 'accountMail' | 'signUp' | 'voucher' | 'cart';

const BINDINGS = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  accountMail: 'RATE_LIMIT_ACCOUNT_MAIL',
  signUp: 'RATE_LIMIT_SIGN_UP',
  voucher: 'RATE_LIMIT_VOUCHER',
  cart: 'RATE_LIMIT_CART',
} as const satisfies Record<RatePolicy, keyof Env>;

/** Every binding counts in windows of a minute: the longest a refused caller waits. */
export const RATE_WINDOW_SECONDS = 60;

export type RateLimiter = (
  policy: RatePolicy,
  key: string,
) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;

/**
 * Counts attempts with the bindings. A deployment without one refuses the call rather than
 * leaving the door open.
 */
export function rateLimiterFor(env: Env): RateLimiter {
  return async (policy, key) => {
    const binding = env[BINDINGS[policy]] as RateLimit | undefined;
    if (!binding) throw new Error(`The rate-limiting binding ${BINDINGS[policy]} is missing`);
    const { success } = await binding.limit({ key: `${policy}:${key}` });
    return { allowed: success, retryAfterSeconds: RATE_WINDOW_SECONDS };
  };
}
