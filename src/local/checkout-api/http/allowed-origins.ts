import { MARKETS } from '../../../domain/markets';

const DEVELOPMENT_HOST = /^(?:[a-z]{2}\.)?localhost$|^127\.0\.0\.1$/;

/**
 * Centra checks browser calls against the plugin's "Allowed Origins". The embedded
 * tenant allows the shop's own domains (and configured overrides), the origin the
 * request itself was made to, and the loopback hosts of local development.
 */
export function isAllowedOrigin(
  origin: string,
  requestUrl: string,
  configuredDomains: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(requestUrl).origin) return true;
  if (url.protocol === 'http:' && DEVELOPMENT_HOST.test(url.hostname)) return true;
  const shopHosts = new Set([...MARKETS.map((market) => market.domain), ...configuredDomains]);
  return url.protocol === 'https:' && (shopHosts.has(url.hostname) || shopHosts.has(url.host));
}
