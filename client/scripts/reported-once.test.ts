import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../state/browser-storage';
import { errorFingerprint, firstReportInSession } from './reported-once';

/** Where a browser session keeps the fingerprints of the errors it reported (session storage). */
const ERROR_TRACKING_REPORTED_KEY = 'error-tracking-reported';

const thrown = (value: string, lineno = 12) => ({
  exception: {
    values: [
      {
        type: 'TypeError',
        value,
        stacktrace: {
          frames: [
            { filename: 'http://shop.test/static/entry-abc.js', function: 'start', lineno: 1 },
            { filename: 'http://shop.test/static/chunk-x.js?v=2', function: 'add', lineno },
          ],
        },
      },
    ],
  },
});

describe('errorFingerprint', () => {
  it('names an error by its type, message and where it was thrown', () => {
    expect(errorFingerprint(thrown('x is undefined'))).toBe(
      errorFingerprint(thrown('x is undefined')),
    );
    expect(errorFingerprint(thrown('x is undefined'))).not.toBe(
      errorFingerprint(thrown('y is undefined')),
    );
    expect(errorFingerprint(thrown('x is undefined'))).not.toBe(
      errorFingerprint(thrown('x is undefined', 40)),
    );
    expect(errorFingerprint(thrown('x is undefined'))).toMatch(/^[0-9a-f]{8}$/);
  });

  it('names a message by its text, and nothing else at all', () => {
    expect(errorFingerprint({ message: 'bundle_config' })).toMatch(/^[0-9a-f]{8}$/);
    expect(errorFingerprint({ message: 'a' })).not.toBe(errorFingerprint({ message: 'b' }));
    expect(errorFingerprint({})).toBeUndefined();
  });
});

describe('firstReportInSession', () => {
  it('lets each error through once per session', () => {
    const storage = memoryStorage();
    expect(firstReportInSession(storage, 'aaaa0001')).toBe(true);
    expect(firstReportInSession(storage, 'aaaa0002')).toBe(true);
    expect(firstReportInSession(storage, 'aaaa0001')).toBe(false);
    expect(JSON.parse(storage.getItem(ERROR_TRACKING_REPORTED_KEY) ?? '')).toEqual([
      'aaaa0001',
      'aaaa0002',
    ]);
  });

  it('keeps the latest hundred, and reads past a record that is not a list', () => {
    const storage = memoryStorage();
    storage.setItem(ERROR_TRACKING_REPORTED_KEY, '{broken');
    for (let n = 0; n <= 100; n += 1) firstReportInSession(storage, `f${n}`);
    const kept = JSON.parse(storage.getItem(ERROR_TRACKING_REPORTED_KEY) ?? '') as string[];
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('f1');
    expect(firstReportInSession(storage, 'f0')).toBe(true);
    expect(firstReportInSession(storage, 'f100')).toBe(false);
  });
});
