import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../state/browser-storage';
import { errorTrackingSession } from './error-tracking-session';

/** Where a browser session keeps its error-tracking record (session storage). */
const ERROR_TRACKING_SESSION_KEY = 'error-tracking-session';

describe('errorTrackingSession', () => {
  it('is made on the session’s first page, with the trace sample rolled once', () => {
    const storage = memoryStorage();
    const first = errorTrackingSession(storage, 0.2, () => 0.1);
    expect(first.traced).toBe(true);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(storage.getItem(ERROR_TRACKING_SESSION_KEY) ?? '')).toEqual(first);
    // Every later page of the session reports with the same record, whatever its own roll.
    expect(errorTrackingSession(storage, 0.2, () => 0.9)).toEqual(first);
  });

  it('samples at the configured rate and starts again from a record it cannot read', () => {
    const storage = memoryStorage();
    expect(errorTrackingSession(storage, 0.2, () => 0.2).traced).toBe(false);
    storage.setItem(ERROR_TRACKING_SESSION_KEY, '{"id":"","traced":"yes"}');
    const made = errorTrackingSession(storage, 1, () => 0.5);
    expect(made).toEqual({ id: expect.any(String), traced: true });
    expect(made.id).not.toBe('');
  });
});
