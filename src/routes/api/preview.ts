import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { PREVIEW_COOKIE, previewCookieValue } from '../../middleware/preview';
import { BadRequest } from '../../http/bad-request';

/** Only paths of this shop: never an open redirect. */
function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
    ? target
    : '/';
}

/**
 * GET /api/preview?secret=…&redirect=/path turns draft preview on for this browser;
 * GET /api/preview/exit turns it off. Preview pages read drafts and are never cached.
 */
export const previewRoute = new Hono<AppEnv>()
  .get('/', async (c) => {
    const secret = c.get('config').SANITY_PREVIEW_SECRET;
    if (!secret)
      throw new BadRequest(403, 'Preview is off: no SANITY_PREVIEW_SECRET is configured');
    if (!(await timingSafeEqual(c.req.query('secret') ?? '', secret)))
      throw new BadRequest(401, 'Wrong preview secret');
    setCookie(c, PREVIEW_COOKIE, await previewCookieValue(secret), {
      path: '/',
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: 60 * 60,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirect(c.req.query('redirect')), 302);
  })
  .get('/exit', (c) => {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/' });
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirect(c.req.query('redirect')), 302);
  });
