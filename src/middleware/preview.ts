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

/** How long a browser sees drafts after entering preview. */
export const PREVIEW_SECONDS = 60 * 60;

/**
 * The cookie value that turns preview on until `expiresAt` (ms): the time and its signature,
 * so it can be neither made up nor kept past its hour.
 */
export async function previewCookieValue(secret: string, expiresAt: number): Promise<string> {
  return `${expiresAt}.${await hmac(secret, `content-preview:${expiresAt}`)}`;
}

/**
 * Whether a preview cookie is genuine and unexpired for this secret; the signature is
 * compared in constant time.
 */
export async function validPreviewCookie(
  secret: string | undefined,
  cookie: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!secret || !cookie) return false;
  const [time = '', signature = ''] = cookie.split('.');
  const expiresAt = Number(time);
  if (!/^\d{1,15}$/.test(time) || expiresAt <= now) return false;
  return timingSafeEqual(signature, await hmac(secret, `content-preview:${expiresAt}`));
}

/** Whether this request may see drafts: a preview secret is configured and the cookie is signed with it. */
export async function isPreview(c: Context<AppEnv>): Promise<boolean> {
  return validPreviewCookie(c.get('config').SANITY_PREVIEW_SECRET, getCookie(c, PREVIEW_COOKIE));
}
