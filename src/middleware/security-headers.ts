import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import type { Config } from '../config/config';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, policySources } from '../config/content-security';
import { previewGrantOf } from './preview';

/**
 * The headers of every response, by Hono's secureHeaders: a nonce-based CSP (the nonce'd
 * bootstrap module may load its own chunks, `strict-dynamic`; the script hosts listed are
 * for browsers without it) whose other sources come from the configuration, violations
 * reported to the shop's own endpoint; no framing, no sniffing, HSTS in production. A route
 * with needs of its own (the Studio) sets its policy and keeps it.
 */
function headersFor(config: Config): MiddlewareHandler<AppEnv> {
  const sources = policySources(config);
  return secureHeaders({
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", ...sources.script],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...sources.img],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...sources.connect],
      frameSrc: sources.frame.length > 0 ? sources.frame : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'", ...sources.form],
      frameAncestors: ["'none'"],
      reportTo: CSP_REPORT_GROUP,
      reportUri: CSP_REPORT_PATH,
    },
    reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORT_PATH }],
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Media and the embedded services are fetched by other origins' tools (the indexer).
    crossOriginResourcePolicy: false,
    // Only the pages where someone signs in or pays cut other windows off
    // (`signInPageHeaders`): on a page for everyone it would buy little and costs every
    // visitor who lands on it a fresh browser process (measured in docs/decisions/0019).
    crossOriginOpenerPolicy: false,
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
  if (c.get('preview')) await framedByTheStudio(c);
  if (c.get('paymentPage')) scriptsByHost(c);
});

/**
 * A page where shoppers pay runs the payment providers' snippets, whose scripts load more
 * scripts of their own. Under `strict-dynamic` any script a trusted one adds would run from
 * anywhere; here the hosts decide instead: the page's own origin, the payment providers'
 * (PAYMENT_PROVIDER_ORIGINS) and the configured third-party scripts, besides the nonce. That is
 * also what PCI DSS 4.0 (6.4.3) asks of a payment page: every script it runs is one the shop
 * authorised.
 */
function scriptsByHost(c: Context<AppEnv>) {
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy)
    c.res.headers.set(
      'Content-Security-Policy',
      policy.replace(/(script-src[^;]*)'strict-dynamic'/, "$1'self'"),
    );
}

/** Marks the page as one where payment providers' widgets run (see `scriptsByHost`). */
export const paymentPageHeaders = createMiddleware<AppEnv>(async (c, next) => {
  c.set('paymentPage', true);
  await next();
});

/**
 * A page in draft mode is shown in the frame of the Studio that opened draft mode (Sanity's
 * Presentation tool): that Studio's origin, signed into the preview cookie, may frame it, and
 * no other site. Preview opened without a Studio may be framed by the shop itself only.
 */
async function framedByTheStudio(c: Context<AppEnv>) {
  const studio = (await previewGrantOf(c))?.studioOrigin;
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy)
    c.res.headers.set(
      'Content-Security-Policy',
      policy.replace(
        "frame-ancestors 'none'",
        `frame-ancestors 'self'${studio ? ` ${studio}` : ''}`,
      ),
    );
  // The policy's frame-ancestors decides in every browser that reads it; the older header
  // could name one origin only.
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  if (studio) c.res.headers.delete('X-Frame-Options');
}

/**
 * For the pages where someone signs in, types a password or pays (a shopper's account,
 * checkout, receipt and password reset; the Studio): no window that opened the shop keeps a
 * handle on them, so it cannot navigate a page with a password field or a payment in it
 * elsewhere.
 */
export const signInPageHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin');
});

/** The nonce of this response's CSP, for the page's inline and bootstrap scripts. */
export const nonceOf = (c: { get(key: 'secureHeadersNonce'): string | undefined }) =>
  c.get('secureHeadersNonce') ?? '';
