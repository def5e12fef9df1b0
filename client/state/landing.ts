/** Session storage key of the ad click the session came from. */
export const GCLID_KEY = 'gclid';

/** Session storage key of the address the visitor landed on from an ad, a mail or a feed. */
export const LANDING_KEY = 'landing';

/** The parameters that say which ad, mail or campaign brought the visitor: marketing's to keep. */
const TRACKING = ['gclid', 'utm_source', 'utm_medium', 'utm_campaign', '_kx'];
/** A shopping feed's country: where the visitor shops, kept whatever they chose about cookies. */
const FEED_COUNTRY = 'country';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The address without what says where the visitor came from, when marketing is not allowed. */
export function attributionOf(url: URL, marketing: boolean): URL {
  if (marketing) return url;
  const kept = new URL(url);
  for (const name of TRACKING) kept.searchParams.delete(name);
  return kept;
}

/**
 * Keeps where the visitor came from for the browser session, from whichever page they land on
 * and before any shopping session exists: the address (the order's tracking record and the
 * start-up read it when the shopping begins on a later page; a later landing replaces it) and
 * the ad click, which `keepClickId` also hands on (the worker's cookie for the receipt). The ad,
 * mail or campaign only with marketing consent (given on the landing page, it is kept then);
 * a feed's country always.
 */
export function rememberLanding(
  url: URL,
  session: SessionStore,
  keepClickId: (gclid: string) => void,
  marketing: boolean,
): void {
  const landing = attributionOf(url, marketing);
  if (![...TRACKING, FEED_COUNTRY].some((name) => landing.searchParams.has(name))) return;
  session.setItem(LANDING_KEY, landing.href);
  const gclid = landing.searchParams.get('gclid');
  if (!gclid) return;
  session.setItem(GCLID_KEY, gclid);
  keepClickId(gclid);
}
