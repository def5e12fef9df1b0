/**
 * Session storage key of this browser session's error-tracking record (`ErrorTrackingSession`):
 * the spec's error-tracking keys live in session storage, so they end with the session.
 */
const ERROR_TRACKING_SESSION_KEY = 'error-tracking-session';

/** What every page load of one browser session reports with. */
export interface ErrorTrackingSession {
  /** Random, named on every report, so one shopper's errors across pages read as one visit. */
  id: string;
  /** Whether the session's page loads are traced: decided once, at the configured rate. */
  traced: boolean;
}

const isSession = (value: unknown): value is ErrorTrackingSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorTrackingSession).id === 'string' &&
  (value as ErrorTrackingSession).id.length > 0 &&
  typeof (value as ErrorTrackingSession).traced === 'boolean';

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * This browser session's error-tracking record: read back on every page of the session, or
 * made on its first page (a new id, and the trace sample rolled once for the whole visit, so a
 * traced visit is traced from page to page).
 */
export function errorTrackingSession(
  storage: Storage,
  tracesSampleRate: number,
  roll: () => number = Math.random,
): ErrorTrackingSession {
  const kept = readJson(storage, ERROR_TRACKING_SESSION_KEY);
  if (isSession(kept)) return kept;
  const made = { id: crypto.randomUUID(), traced: roll() < tracesSampleRate };
  try {
    storage.setItem(ERROR_TRACKING_SESSION_KEY, JSON.stringify(made));
  } catch {
    // Storage full: this page reports with its own record.
  }
  return made;
}
