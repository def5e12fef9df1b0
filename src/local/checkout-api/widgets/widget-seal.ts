import { timingSafeEqual } from 'hono/utils/buffer';
import { hmacSha256 } from '../../hmac';

const hmacHex = async (secret: string, text: string) =>
  Array.from(await hmacSha256(secret, text), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The key a widget seals what the shopper entered with, as a provider's client key encrypts
 * it: given to the page with the widget, good for this widget session of this selection only,
 * derived from the tenant's secret so that no state is kept for an initiation.
 */
export const widgetKey = (tenantSecret: string, session: string, selectionId: number) =>
  hmacHex(tenantSecret, `widget:${session}:${selectionId}`);

/** @internal The seal over a widget's payload: the widget's script (and the tests) compute the same. */
export const sealOf = (key: string, session: string, payload: string) =>
  hmacHex(key, `${session}.${payload}`);

/** Whether the payload is as the widget of this session and selection sealed it. */
export async function isSealed(
  tenantSecret: string,
  selectionId: number,
  fields: { paymentSession: string; payload: string; seal: string },
): Promise<boolean> {
  const key = await widgetKey(tenantSecret, fields.paymentSession, selectionId);
  return timingSafeEqual(fields.seal, await sealOf(key, fields.paymentSession, fields.payload));
}
