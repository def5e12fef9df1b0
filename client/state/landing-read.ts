import { LANDING_KEY } from './landing';

// Read when the shopping begins (the shop's code, loaded then), apart from what every page runs.

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
export function takeLandingCountry(session: Pick<Storage, 'getItem' | 'setItem'>): string | null {
  const url = landingOr(new URL('about:blank'), session);
  const country = url.searchParams.get('country');
  if (!country) return null;
  url.searchParams.delete('country');
  session.setItem(LANDING_KEY, url.href);
  return country;
}
