/** Session storage key of the ad click the session came from. */
export const GCLID_KEY = 'gclid';

/** Session storage key of the address the visitor landed on from an ad, a mail or a feed. */
export const LANDING_KEY = 'landing';

/** The parameters that say where a visitor came from (the spec's tracking fields and the feed's). */
const ATTRIBUTION = ['gclid', 'utm_source', 'utm_medium', 'utm_campaign', '_kx', 'country'];

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Keeps where the visitor came from for the browser session, from whichever page they land on
 * and before any shopping session exists: the address (the order's tracking record and the
 * start-up read it when the shopping begins on a later page; a later landing replaces it) and
 * the ad click, which `keepClickId` also hands on (the worker's cookie for the receipt).
 */
export function rememberLanding(
  url: URL,
  session: SessionStore,
  keepClickId: (gclid: string) => void,
): void {
  if (!ATTRIBUTION.some((name) => url.searchParams.has(name))) return;
  session.setItem(LANDING_KEY, url.href);
  const gclid = url.searchParams.get('gclid');
  if (!gclid) return;
  session.setItem(GCLID_KEY, gclid);
  keepClickId(gclid);
}

/** The address the session's shopping started from: the landing kept, else this page's. */
export function landingOr(current: URL, session: Pick<Storage, 'getItem'>): URL {
  const kept = session.getItem(LANDING_KEY);
  if (!kept) return current;
  try {
    return new URL(kept);
  } catch {
    return current;
  }
}

/**
 * A shopping feed's country from the landing address, handed out once: the start-up sets it
 * when the session begins, and the shopper's own choices win after that.
 */
export function takeLandingCountry(session: SessionStore): string | null {
  const url = landingOr(new URL('about:blank'), session);
  const country = url.searchParams.get('country');
  if (!country) return null;
  url.searchParams.delete('country');
  session.setItem(LANDING_KEY, url.href);
  return country;
}
