/**
 * Sanity Studio talks to Sanity's API and loads its bridge script from Sanity's CDN, and
 * its index page has inline bootstrap scripts; this policy allows exactly that.
 */
export const STUDIO_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://core.sanity-cdn.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://cdn.sanity.io https://*.sanity.io",
  "font-src 'self' data:",
  "connect-src 'self' https://*.sanity.io wss://*.sanity.io https://*.sanity.work",
  "frame-src 'self' https://*.sanity.io",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The Studio of the embedded lake talks only to the lake (`local.` + the shop's host) and the
 * shop: Sanity's CDN is not allowed, so offline its bridge script and fonts are refused at
 * once instead of waited for.
 */
export function embeddedStudioPolicy(lakeOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${lakeOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${lakeOrigin}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
