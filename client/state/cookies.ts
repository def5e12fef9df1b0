/** A first-party cookie's value as the page sees it, decoded; null when it is not set. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Sets a cookie for the whole shop: SameSite=Lax (sent on the shop's own requests and when
 * a shopper follows a link to it, never on another site's form posts), Secure over HTTPS.
 * Without `seconds` it lasts the browser session.
 */
export function writeCookie(name: string, value: string, seconds?: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = seconds === undefined ? '' : `; Max-Age=${seconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${lifetime}${secure}`;
}
