/**
 * Which errors a browser session has reported, kept in session storage beside its
 * error-tracking record (error-tracking-session.ts). Used by the Sentry scripts only, so none
 * of it travels with the page until a report is about to be sent.
 */

/** Session storage key of the fingerprints of the errors this session has reported. */
const ERROR_TRACKING_REPORTED_KEY = 'error-tracking-reported';

/** The fingerprints kept; a session failing in more ways than this reports the oldest again. */
const MAX_REPORTED = 100;

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The parts of a Sentry event that say which error it is. */
export interface ReportedEvent {
  message?: string | undefined;
  exception?:
    | {
        values?:
          | {
              type?: string | undefined;
              value?: string | undefined;
              stacktrace?:
                | {
                    frames?:
                      | {
                          filename?: string | undefined;
                          function?: string | undefined;
                          lineno?: number | undefined;
                          colno?: number | undefined;
                        }[]
                      | undefined;
                  }
                | undefined;
            }[]
          | undefined;
      }
    | undefined;
}

/** FNV-1a, 32 bits, as hex: short, and keeps no message text in the browser's storage. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(16).padStart(8, '0');
}

/**
 * Which error an event reports: its type and message, and where it was thrown (the innermost
 * frame, without the script's query). Undefined for an event that names no error.
 */
export function errorFingerprint(event: ReportedEvent): string | undefined {
  const error = event.exception?.values?.at(-1);
  if (error) {
    const frame = error.stacktrace?.frames?.at(-1);
    const place = frame
      ? `${(frame.filename ?? '').split(/[?#]/)[0]}:${frame.function ?? ''}:${frame.lineno ?? ''}:${frame.colno ?? ''}`
      : '';
    return hash(`${error.type ?? ''}|${error.value ?? ''}|${place}`);
  }
  return event.message ? hash(`message|${event.message}`) : undefined;
}

/**
 * Whether this is the session's first report of the error with this fingerprint, remembering
 * it if so: an error a shopper meets on every page is reported once per visit, not per page.
 */
export function firstReportInSession(storage: Storage, fingerprint: string): boolean {
  const kept = readJson(storage, ERROR_TRACKING_REPORTED_KEY);
  const reported = Array.isArray(kept)
    ? kept.filter((entry): entry is string => typeof entry === 'string')
    : [];
  if (reported.includes(fingerprint)) return false;
  const next = [...reported, fingerprint].slice(-MAX_REPORTED);
  try {
    storage.setItem(ERROR_TRACKING_REPORTED_KEY, JSON.stringify(next));
  } catch {
    // Storage full: the error is reported, and may be again on a later page.
  }
  return true;
}
