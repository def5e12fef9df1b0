import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { PREVIEW_COOKIE, PREVIEW_SECONDS, previewCookieValue } from '../../middleware/preview';
import { BadRequest } from '../../http/bad-request';
import { clientAddress, rateLimited } from '../../middleware/rate-limit';

/**
 * Only paths of this shop: never an open redirect. The target is resolved as a browser would
 * (which drops tabs and newlines and reads backslashes as slashes), and anything that does
 * not land on this origin becomes the home page.
 */
export function sameOriginPath(target: string | undefined, origin: string): string {
  if (!target) return '/';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return '/';
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/**
 * GET /api/preview?secret=…&redirect=/path turns draft preview on for this browser;
 * GET /api/preview/exit turns it off. Preview pages read drafts and are never cached.
 * Every try of the secret counts against the caller's address, before the secret is
 * compared: guessing it is a few tries a window, and a lucky guess past the limit is refused.
 */
export const previewRoute = new Hono<AppEnv>()
  .get('/', rateLimited('preview', clientAddress), async (c) => {
    const secret = c.get('config').SANITY_PREVIEW_SECRET;
    if (!secret)
      throw new BadRequest(403, 'Preview is off: no SANITY_PREVIEW_SECRET is configured');
    if (!(await timingSafeEqual(c.req.query('secret') ?? '', secret)))
      throw new BadRequest(401, 'Wrong preview secret');
    const expiresAt = Date.now() + PREVIEW_SECONDS * 1000;
    setCookie(c, PREVIEW_COOKIE, await previewCookieValue(secret, expiresAt), {
      path: '/',
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: PREVIEW_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(sameOriginPath(c.req.query('redirect'), new URL(c.req.url).origin), 302);
  })
  .get('/exit', (c) => {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/' });
    c.header('Cache-Control', 'no-store');
    return c.redirect(sameOriginPath(c.req.query('redirect'), new URL(c.req.url).origin), 302);
  });
