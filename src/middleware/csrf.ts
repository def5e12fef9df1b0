import { generateCookie, getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { AppEnv } from '../app-env';
import { BadRequest } from '../http/bad-request';

const CSRF_COOKIE = 'csrf_token';
const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function newToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Double-submit protection for the endpoints the shop's own pages call: a state-changing
 * request must echo the page's cookie in a header and, when the browser says where it comes
 * from, come from this origin. (Hono's `csrf()` checks the origin only; the shop's browser
 * client sends the cookie's echo on every same-origin call, and that is what is checked here.)
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin)
      throw new BadRequest(403, 'Cross-origin requests are refused');
    const cookie = getCookie(c, CSRF_COOKIE);
    const echoed = c.req.header(CSRF_HEADER);
    if (!cookie || !echoed || !(await timingSafeEqual(cookie, echoed))) {
      throw new BadRequest(
        403,
        `Missing or wrong ${CSRF_HEADER} header (it must echo the ${CSRF_COOKIE} cookie)`,
      );
    }
  }
  await next();
});

/** Pages hand out the cookie a browser then echoes; one that has it keeps it. */
export const issueCsrfCookie = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !getCookie(c, CSRF_COOKIE)) {
    // On the response's own headers: Hono's `setCookie`, once the response is made, copies
    // it into a new one, on every first visit's cache hit.
    c.res.headers.append(
      'Set-Cookie',
      generateCookie(CSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'Strict',
        secure: new URL(c.req.url).protocol === 'https:',
      }),
    );
  }
});
