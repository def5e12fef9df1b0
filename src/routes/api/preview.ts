import { Hono, type Context } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { deleteCookie, setCookie } from 'hono/cookie';
import { urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants';
import type { AppEnv } from '../../app-env';
import { draftChanges } from '../../adapters/content/content-changes';
import { checkStudioPreviewUrl } from '../../adapters/content/preview-url-secret';
import { spendPreviewSecret } from '../../adapters/content/spent-preview-secrets';
import {
  PREVIEW_COOKIE,
  PREVIEW_SECONDS,
  isPreview,
  previewCookieValue,
  previewSigningKey,
} from '../../middleware/preview';
import { BadRequest } from '../../http/bad-request';
import { clientAddress, rateLimited } from '../../middleware/rate-limit';

/**
 * Only paths of this shop: never an open redirect. The target is resolved as a browser would
 * (which drops tabs and newlines and reads backslashes as slashes), and anything that does
 * not land on this origin becomes the home page.
 */
function sameOriginPath(target: string | undefined, origin: string): string {
  if (!target) return '/';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** Browsers keep a Secure cookie from https, and from localhost and its names in development. */
const isSecureContext = (url: URL) =>
  url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname.endsWith('.localhost');

/** Turns preview on for this browser until the cookie's hour is over, then goes to `target`. */
async function enterPreview(
  c: Context<AppEnv>,
  key: string,
  target: string | undefined,
  studioOrigin?: string,
) {
  const url = new URL(c.req.url);
  const expiresAt = Date.now() + PREVIEW_SECONDS * 1000;
  // Opened from the Studio, the page is in the Studio's frame, where a Studio on another site
  // (another market's domain, or a Studio Sanity hosts) makes the cookie a third party's: it
  // is kept for that frame alone (partitioned), which needs SameSite=None and Secure.
  const framed = studioOrigin !== undefined && isSecureContext(url);
  setCookie(c, PREVIEW_COOKIE, await previewCookieValue(key, expiresAt, studioOrigin), {
    path: '/',
    httpOnly: true,
    secure: framed || url.protocol === 'https:',
    sameSite: framed ? 'None' : 'Lax',
    ...(framed ? { partitioned: true } : {}),
    maxAge: PREVIEW_SECONDS,
  });
  return goTo(c, target);
}

/** To a path of this shop, never stored. */
function goTo(c: Context<AppEnv>, target: string | undefined) {
  c.header('Cache-Control', 'no-store');
  return c.redirect(sameOriginPath(target, new URL(c.req.url).origin), 302);
}

/**
 * GET /api/preview?secret=…&redirect=/path turns draft preview on for this browser;
 * GET /api/preview/enable is the same for Sanity's Presentation tool, by its preview-URL
 * secret protocol; GET /api/preview/exit turns it off. Preview pages read drafts and are
 * never cached. Every try of a secret counts against the caller's address, before the secret
 * is compared: guessing it is a few tries a window, and a lucky guess past the limit is refused.
 */
export const previewRoute = new Hono<AppEnv>()
  .get('/', rateLimited('preview', clientAddress), async (c) => {
    const secret = c.get('config').SANITY_PREVIEW_SECRET;
    if (!secret)
      throw new BadRequest(403, 'Preview is off: no SANITY_PREVIEW_SECRET is configured');
    if (!(await timingSafeEqual(c.req.query('secret') ?? '', secret)))
      throw new BadRequest(401, 'Wrong preview secret');
    return enterPreview(c, secret, c.req.query('redirect'));
  })
  .get('/enable', rateLimited('preview', clientAddress), async (c) => {
    const key = previewSigningKey(c.get('config'));
    const client = c.get('services').contentClients.preview;
    if (!key || !client)
      throw new BadRequest(403, 'Preview is off: the shop has no token to read drafts with');
    const secret = c.req.query(urlSearchParamPreviewSecret);
    if (!secret)
      throw new BadRequest(400, `The preview link has no ${urlSearchParamPreviewSecret}`);
    const studio = await checkStudioPreviewUrl(client, c.req.url);
    if (!studio)
      throw new BadRequest(
        401,
        'The preview secret is wrong or has expired: open the page from the Studio again',
      );
    if (!(await spendPreviewSecret(c.env.DB, secret))) {
      // The Studio's frame loading its link again (a reload) is already in preview: it goes
      // on. Anyone else gets nothing from a link that has been used.
      if (await isPreview(c)) return goTo(c, studio.redirectTo);
      throw new BadRequest(
        401,
        'This preview link has been used already: open the page from the Studio again',
      );
    }
    return enterPreview(c, key, studio.redirectTo, studio.studioOrigin);
  })
  // What a draft-mode page follows to show each change as it is saved (server-sent events).
  .get('/changes', (c) => {
    if (!c.get('preview')) throw new BadRequest(401, 'Only a browser in preview follows changes');
    const changes = draftChanges(c.get('config'), c.get('services').contentClients, c.env.DB);
    if (!changes)
      throw new BadRequest(403, 'Preview is off: the shop has no token to read drafts with');
    return c.body(changes, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
    });
  })
  .get('/exit', (c) => {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/' });
    return goTo(c, c.req.query('redirect'));
  });
