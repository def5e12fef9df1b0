/** Session storage flag: the visitor closed the country notice, it stays closed for the session. */
const DISMISSED_KEY = 'country-notice-dismissed';

export function countryNoticeDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function dismissCountryNotice(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, 'yes');
  } catch {
    // Without storage it comes back on the next page.
  }
}

interface Geo {
  country: string | null;
  shipsHere: boolean | null;
}

/**
 * The visitor's country, asked of /api/geo in the browser so cached pages stay the same for
 * everyone, and handed to the tag manager. Answers the country when the shop does not ship
 * there (the notice's code is loaded only then), otherwise null.
 */
export async function unshippedVisitorCountry(): Promise<string | null> {
  const response = await fetch('/api/geo', { headers: { Accept: 'application/json' } });
  const geo = response.ok ? ((await response.json()) as Geo) : null;
  if (!geo?.country) return null;
  (window as unknown as { dataLayer?: unknown[] }).dataLayer?.push({ country: geo.country });
  return geo.shipsHere === false ? geo.country : null;
}
