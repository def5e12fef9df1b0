import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { AppEnv } from '../app-env';

export const PREVIEW_COOKIE = 'preview';

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The cookie value that turns preview on: signed, so it cannot be made up. */
export const previewCookieValue = (secret: string) => hmac(secret, 'content-preview');

/** Whether this request may see drafts: a preview secret is configured and the cookie is signed with it. */
export async function isPreview(c: Context<AppEnv>): Promise<boolean> {
  const secret = c.get('config').SANITY_PREVIEW_SECRET;
  const cookie = getCookie(c, PREVIEW_COOKIE);
  if (!secret || !cookie) return false;
  return timingSafeEqual(cookie, await previewCookieValue(secret));
}
