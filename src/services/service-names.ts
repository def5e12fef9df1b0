/** The vendors the stand-ins play, as the shop's fault tests name them. */
export const SERVICES = ['checkout', 'content', 'search', 'logs', 'monitoring'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Which service a request is for, by the paths each vendor's API uses; undefined: none. */
export function serviceOf(pathname: string): ServiceName | undefined {
  if (pathname === '/api/checkout' || pathname.startsWith('/api/checkout/')) return 'checkout';
  // Centra's media: the product images its answers link to.
  if (pathname.startsWith('/media/products/')) return 'checkout';
  // The test payment widgets' script, which Centra's snippets load from the provider.
  if (pathname.startsWith('/stand-ins/')) return 'checkout';
  // Sanity's API puts its version first (/v2025-02-11/data/…); its CDN serves /images/….
  if (/^\/v(?:1|X|\d{4}-\d{2}-\d{2})(?:\/|$)/.test(pathname) || pathname.startsWith('/images/'))
    return 'content';
  // Algolia's REST API: /1/indexes/…
  if (pathname.startsWith('/1/')) return 'search';
  // Logflare's ingest API, and Sentry's envelope endpoint.
  if (pathname === '/logs') return 'logs';
  if (/^\/api\/\d+\/envelope\/?$/.test(pathname)) return 'monitoring';
  return undefined;
}
