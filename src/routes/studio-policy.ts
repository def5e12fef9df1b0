/**
 * The Studio of a Sanity project talks to Sanity's API (or the custom API host configured)
 * and loads its bridge script from Sanity's CDN, and its index page has inline bootstrap
 * scripts; this policy allows exactly that, and the shop's pages in Presentation's frame.
 */
export function liveStudioPolicy(apiOrigins: readonly string[], shopOrigins: readonly string[]) {
  const api = apiOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https://core.sanity-cdn.com",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://cdn.sanity.io https://*.sanity.io ${api}`.trimEnd(),
    "font-src 'self' data: https://studio-static.sanity.io",
    `connect-src 'self' https://*.sanity.io wss://*.sanity.io https://*.sanity.work ${api}`.trimEnd(),
    `frame-src 'self' https://*.sanity.io ${shopOrigins.join(' ')}`.trimEnd(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The Studio of the embedded lake talks only to the lake (`local.` + the shop's host) and
 * shows only the shop's pages in Presentation's frame: nothing of Sanity's is loaded (the
 * worker leaves its bridge script and fonts out of the page, `offlineStudioPage`), so offline
 * it waits for no other host.
 */
export function embeddedStudioPolicy(lakeOrigin: string, shopOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${lakeOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${lakeOrigin}`,
    `frame-src 'self' ${shopOrigins.join(' ')}`.trimEnd(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
