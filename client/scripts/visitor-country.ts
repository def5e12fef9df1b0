import { isVisitorGeo, type VisitorGeo } from '../../src/contract/visitor-geo';

/** Session storage flag: the visitor closed the country notice, it stays closed for the session. */
const DISMISSED_KEY = 'country-notice-dismissed';
/** Session storage: /api/geo's answer, asked once per tab's session. */
const GEO_KEY = 'visitor-geo';

export function countryNoticeDismissed(storage: Storage): boolean {
  return storage.getItem(DISMISSED_KEY) === 'yes';
}

export function dismissCountryNotice(storage: Storage): void {
  keep(storage, DISMISSED_KEY, 'yes');
}

/** A full storage refuses a write: what was to be kept is then asked or shown again next page. */
function keep(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Kept for this page only.
  }
}

function keptGeo(storage: Storage): VisitorGeo | undefined {
  try {
    const kept: unknown = JSON.parse(storage.getItem(GEO_KEY) ?? 'null');
    return isVisitorGeo(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's country, asked of /api/geo in the browser so cached pages stay the same for
 * everyone. Asked once per tab's session and then kept: a shopper does not cross a border
 * between two pages, and every later page saves a request. An answer that does not know
 * whether the shop ships to a known country (the catalogue was out) is asked again next time.
 * @internal Exported for its tests, which read the whole answer kept.
 */
export async function visitorGeo(
  storage: Storage,
  ask: typeof fetch = (input, init) => fetch(input, init),
): Promise<VisitorGeo> {
  const kept = keptGeo(storage);
  if (kept) return kept;
  const response = await ask('/api/geo', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/geo answered ${response.status}`);
  const geo: unknown = await response.json();
  if (!isVisitorGeo(geo)) throw new Error('/api/geo answered something else than a country');
  if (geo.country === null || geo.shipsHere !== null) keep(storage, GEO_KEY, JSON.stringify(geo));
  return geo;
}

/**
 * Hands the visitor's country to the tag manager on every page, and answers it when the shop
 * does not ship there (the notice's code is loaded only then), otherwise null.
 */
export async function unshippedVisitorCountry(
  storage: Storage,
  ask?: typeof fetch,
): Promise<string | null> {
  const geo = await visitorGeo(storage, ask);
  if (!geo.country) return null;
  (globalThis as { dataLayer?: unknown[] }).dataLayer?.push({ country: geo.country });
  return geo.shipsHere === false ? geo.country : null;
}
