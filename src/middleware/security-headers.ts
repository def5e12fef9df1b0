import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import type { Config } from '../config/config';

/**
 * The headers of every response, by Hono's secureHeaders: a nonce-based CSP (the nonce'd
 * bootstrap module may load its own chunks, `strict-dynamic`), no framing, no sniffing, HSTS
 * in production. A route with needs of its own (the Studio) sets its policy and keeps it.
 */
function headersFor(config: Config): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://cdn.sanity.io'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Media and the embedded services are fetched by other origins' tools (the indexer).
    crossOriginResourcePolicy: false,
    strictTransportSecurity:
      config.ENVIRONMENT === 'production' ? 'max-age=63072000; includeSubDomains; preload' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  });
}

const byConfig = new WeakMap<Config, MiddlewareHandler<AppEnv>>();

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const config = c.get('config');
  let headers = byConfig.get(config);
  if (!headers) {
    headers = headersFor(config);
    byConfig.set(config, headers);
  }
  await headers(c, next);
});

/** The nonce of this response's CSP, for the page's inline and bootstrap scripts. */
export const nonceOf = (c: { get(key: 'secureHeadersNonce'): string | undefined }) =>
  c.get('secureHeadersNonce') ?? '';
