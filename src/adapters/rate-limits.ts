/** What the shop limits, each by its own Workers rate-limiting binding (see wrangler.toml). */
export type RatePolicy = 'signIn' | 'accountMail' | 'signUp' | 'voucher' | 'cart' | 'preview';

/**
 * Each policy's binding and the window it counts in: the binding's `period` in wrangler.toml
 * (the binding cannot be asked for it; tests/build/rate-limit-windows.test.ts keeps the two
 * in step).
 * @internal Exported for that test.
 */
export const RATE_POLICIES = {
  signIn: { binding: 'RATE_LIMIT_SIGN_IN', windowSeconds: 60 },
  accountMail: { binding: 'RATE_LIMIT_ACCOUNT_MAIL', windowSeconds: 60 },
  signUp: { binding: 'RATE_LIMIT_SIGN_UP', windowSeconds: 60 },
  voucher: { binding: 'RATE_LIMIT_VOUCHER', windowSeconds: 60 },
  cart: { binding: 'RATE_LIMIT_CART', windowSeconds: 60 },
  preview: { binding: 'RATE_LIMIT_PREVIEW', windowSeconds: 10 },
} as const satisfies Record<RatePolicy, { binding: keyof Env; windowSeconds: 10 | 60 }>;

export type RateLimiter = (
  policy: RatePolicy,
  key: string,
) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;

/**
 * Counts attempts with the bindings. A refused caller is told to wait the policy's whole
 * window: the binding does not say when its count began, and after a whole window the count
 * that refused it is gone. A deployment without a binding refuses the call rather than
 * leaving the door open.
 */
export function rateLimiterFor(env: Env): RateLimiter {
  return async (policy, key) => {
    const { binding: name, windowSeconds } = RATE_POLICIES[policy];
    const binding = env[name] as RateLimit | undefined;
    if (!binding) throw new Error(`The rate-limiting binding ${name} is missing`);
    const { success } = await binding.limit({ key: `${policy}:${key}` });
    return { allowed: success, retryAfterSeconds: windowSeconds };
  };
}
