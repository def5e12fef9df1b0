import { timingSafeEqual } from 'hono/utils/buffer';
import { hmacSha256 } from '../../hmac';

/** How long the one-time session id of a sign-in may be exchanged for the token. */
const SESSION_ID_MS = 2 * 60 * 1000;

async function signature(secret: string, text: string): Promise<string> {
  const bytes = await hmacSha256(secret, text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The session id a sign-in hands the Studio in its URL (`#sid=…`), which the Studio exchanges
 * at /auth/fetch for the token: signed with the token itself and short-lived, so it works in
 * any isolate and is worthless once the token changes or two minutes have passed.
 */
export async function sessionIdFor(editorToken: string, now = Date.now()): Promise<string> {
  const expires = String(now + SESSION_ID_MS);
  return `${expires}.${await signature(editorToken, expires)}`;
}

export async function isValidSessionId(
  editorToken: string,
  sid: string,
  now = Date.now(),
): Promise<boolean> {
  const [expires = '', signed = ''] = sid.split('.');
  if (!/^\d+$/.test(expires) || Number(expires) < now) return false;
  return timingSafeEqual(signed, await signature(editorToken, expires));
}
