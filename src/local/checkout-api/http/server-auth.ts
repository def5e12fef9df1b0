import type { Context } from 'hono';
import type { CheckoutApiEnv } from '../api-env';

/** Constant-time comparison, so the secret cannot be guessed byte by byte from timings. */
function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  }
  return difference === 0;
}

/** Whether the call proves itself server side with `Authorization: Bearer <shared secret>`. */
export function isServerCall(c: Context<CheckoutApiEnv>): boolean {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return Boolean(match?.[1]) && sameText(match![1]!, c.get('api').settings.sharedSecret);
}
