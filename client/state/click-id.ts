import { GCLID_COOKIE } from '../../src/contract/session-cookies';
import { writeCookie } from './cookies';

/** Session storage key of the ad click the session came from. */
export const GCLID_KEY = 'gclid';

/**
 * An ad click in the address is kept for the browser session from the page it lands on, session
 * or not: in session storage for the order's tracking record, and in a session cookie for the
 * worker, which writes the purchase event when it completes the payment on the receipt page.
 */
export function rememberClickId(url: URL): void {
  const gclid = url.searchParams.get('gclid');
  if (!gclid) return;
  try {
    window.sessionStorage.setItem(GCLID_KEY, gclid);
  } catch {
    // Without session storage the cookie still carries it.
  }
  writeCookie(GCLID_COOKIE, gclid);
}
