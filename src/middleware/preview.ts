import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { AppEnv } from '../app-env';
import type { Config } from '../config/config';

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
 * What signs the preview cookie: the preview secret, else the read token that preview reads
 * drafts with (so the Studio's secret protocol works without a shared secret of its own).
 * Without either there is no preview at all.
 */
export const previewSigningKey = (config: Config): string | undefined =>
  config.SANITY_PREVIEW_SECRET ?? config.contentReadToken;

const signedText = (expiresAt: number, studioOrigin: string | undefined) =>
  studioOrigin === undefined
    ? `content-preview:${expiresAt}`
    : `content-preview:${expiresAt}:${studioOrigin}`;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string | undefined {
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * The cookie value that turns preview on until `expiresAt` (ms): the time and its signature,
 * so it can be neither made up nor kept past its hour. Preview opened from a Studio also
 * names the Studio's origin (signed with the rest): the one place its pages may be framed by.
 */
export async function previewCookieValue(
  secret: string,
  expiresAt: number,
  studioOrigin?: string,
): Promise<string> {
  const signature = await hmac(secret, signedText(expiresAt, studioOrigin));
  return studioOrigin === undefined
    ? `${expiresAt}.${signature}`
    : `${expiresAt}.${signature}.${toBase64Url(studioOrigin)}`;
}

/** A genuine, unexpired preview cookie: until when, and the Studio that opened it, if one did. */
export interface PreviewGrant {
  expiresAt: number;
  studioOrigin: string | undefined;
}

/** The grant a preview cookie holds, if it is genuine and unexpired for this secret. */
async function readPreviewCookie(
  secret: string | undefined,
  cookie: string | undefined,
  now = Date.now(),
): Promise<PreviewGrant | undefined> {
  if (!secret || !cookie) return undefined;
  const [time = '', signature = '', origin, ...rest] = cookie.split('.');
  const expiresAt = Number(time);
  if (rest.length > 0 || !/^\d{1,15}$/.test(time) || expiresAt <= now) return undefined;
  const studioOrigin = origin === undefined ? undefined : fromBase64Url(origin);
  if (origin !== undefined && studioOrigin === undefined) return undefined;
  const genuine = await timingSafeEqual(
    signature,
    await hmac(secret, signedText(expiresAt, studioOrigin)),
  );
  return genuine ? { expiresAt, studioOrigin } : undefined;
}

/** This request's preview grant: a preview key is configured and the cookie is signed with it. */
export function previewGrantOf(c: Context<AppEnv>): Promise<PreviewGrant | undefined> {
  return readPreviewCookie(previewSigningKey(c.get('config')), getCookie(c, PREVIEW_COOKIE));
}

/** Whether this request may see drafts: a preview key is configured and the cookie is signed with it. */
export async function isPreview(c: Context<AppEnv>): Promise<boolean> {
  return (await previewGrantOf(c)) !== undefined;
}
