import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { rateLimiterFor, type RatePolicy } from '../adapters/rate-limits';

/** The caller's address as Cloudflare's edge saw it; callers without one share a bucket. */
export const clientAddress = (c: Context<AppEnv>) => c.req.header('cf-connecting-ip') ?? 'unknown';

/** The 429's body: a sentence that says how long to wait. */
const tooManyRequests = (c: Context<AppEnv>, retryAfterSeconds: number) =>
  c.json({ error: `Too many requests: try again in ${retryAfterSeconds} seconds` }, 429);

/**
 * Counts one attempt under a policy for each key the route picks (a caller may be counted
 * both by what it sends and by where it is), and answers 429 with Retry-After and a message
 * (the route may shape it) when any count is past the limit, before the route does any work.
 */
export function rateLimited(
  policy: RatePolicy,
  keysOf: (c: Context<AppEnv>) => string | string[] | Promise<string | string[]>,
  refuse: (c: Context<AppEnv>, retryAfterSeconds: number) => Response = tooManyRequests,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limit = rateLimiterFor(c.env);
    const keys = [await keysOf(c)].flat();
    const verdicts = await Promise.all(keys.map((key) => limit(policy, key)));
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    if (refused.length === 0) return next();
    const retryAfterSeconds = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
    c.header('Retry-After', String(retryAfterSeconds));
    c.header('Cache-Control', 'no-store');
    return refuse(c, retryAfterSeconds);
  };
}
