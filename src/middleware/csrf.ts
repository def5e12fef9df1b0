import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { BadRequest } from '../routes/api/json-body';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signed server-to-server calls and the Sentry SDK's tunnel carry no cookie echo. */
const EXEMPT = [/^\/api\/revalidate(\/|$)/, /^\/api\/monitoring$/];

function newToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Double-submit CSRF protection (spec §9): HTML pages hand out a cookie; a state-changing
 * request to the shop's own API must echo it in a header and, when the browser says where
 * it comes from, come from this origin.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  const path = c.req.path;
  if (
    path.startsWith('/api/') &&
    !SAFE_METHODS.has(c.req.method) &&
    !EXEMPT.some((pattern) => pattern.test(path))
  ) {
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin)
      throw new BadRequest(403, 'Cross-origin requests are refused');
    const cookie = getCookie(c, CSRF_COOKIE);
    const echoed = c.req.header(CSRF_HEADER);
    if (!cookie || !echoed || cookie !== echoed) {
      throw new BadRequest(
        403,
        `Missing or wrong ${CSRF_HEADER} header (it must echo the ${CSRF_COOKIE} cookie)`,
      );
    }
  }
  await next();
  if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !getCookie(c, CSRF_COOKIE)) {
    setCookie(c, CSRF_COOKIE, newToken(), {
      path: '/',
      sameSite: 'Strict',
      secure: new URL(c.req.url).protocol === 'https:',
    });
  }
});
