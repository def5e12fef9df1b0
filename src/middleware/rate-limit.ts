import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { rateLimiterFor, type RatePolicy } from '../adapters/rate-limits';

/** The caller's address as Cloudflare's edge saw it; callers without one share a bucket. */
export const clientAddress = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'unknown';

/**
 * Counts one attempt under a policy for the key the route picks, and answers 429 with
 * Retry-After and a message past the limit, before the route does any work.
 */
export function rateLimited(
  policy: RatePolicy,
  keyOf: (c: Context<AppEnv>) => string | Promise<string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = rateLimiterFor(c.env);
    const { allowed, retryAfterSeconds } = await limit(policy, await keyOf(c));
    if (allowed) return next();
    c.header('Retry-After', String(retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    return c.json({ error: `Too many requests: try again in ${retryAfterSeconds} seconds` }, 429);
  };
}
