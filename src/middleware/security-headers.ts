import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createNonce } from './nonce';

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // strict-dynamic lets the nonce'd bootstrap module load its own chunks.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://cdn.sanity.io",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  for (const [name, value] of Object.entries(BASE_HEADERS)) c.res.headers.set(name, value);
  if (c.get('config').ENVIRONMENT === 'production') {
    c.res.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  }
  // A route with needs of its own (the Studio) sets its policy; every other page gets ours.
  if (
    c.res.headers.get('Content-Type')?.startsWith('text/html') &&
    !c.res.headers.has('Content-Security-Policy')
  ) {
    c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  }
});
