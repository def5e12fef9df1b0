import type { RequestMarket } from '../app-env';
import { localizedPath } from '../domain/markets';

/**
 * A link editors wrote: shop paths get the page's locale prefix; other URLs (https, mailto,
 * tel) are left alone.
 */
export function shopHref(request: RequestMarket, link: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  return localizedPath(request.market.language, link, request.domains);
}

/** A content URI (no leading slash) as a path of this market. */
export const contentHref = (request: RequestMarket, uri: string) =>
  shopHref(request, `/${uri.replace(/^\/+/, '')}`);
