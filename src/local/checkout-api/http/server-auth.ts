import type { Context } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { CheckoutApiEnv } from '../api-env';

/** Whether the call proves itself server side with `Authorization: Bearer <shared secret>`. */
export async function isServerCall(c: Context<CheckoutApiEnv>): Promise<boolean> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return Boolean(match?.[1]) && (await timingSafeEqual(match![1]!, c.get('settings').sharedSecret));
}
