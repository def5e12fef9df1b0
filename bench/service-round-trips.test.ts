import { describe, expect, it } from 'vitest';
import { readsBeforeFirstByte, sequentialRoundTrips } from './service-round-trips.ts';

const call = (startedAt: number, endedAt: number, service = 'content') => ({
  service,
  method: 'GET',
  path: '/v1/data/query/production',
  startedAt,
  endedAt,
});

describe('sequentialRoundTrips', () => {
  it('counts calls made together once', () => {
    expect(sequentialRoundTrips([call(0, 80), call(2, 85), call(5, 90)])).toBe(1);
  });

  it('counts a call that waited for another as one more', () => {
    expect(sequentialRoundTrips([call(0, 80), call(81, 160), call(82, 170)])).toBe(2);
    expect(sequentialRoundTrips([call(0, 80), call(81, 160), call(161, 240)])).toBe(3);
  });

  it('follows the longest chain, whatever order the log has', () => {
    expect(sequentialRoundTrips([call(200, 280), call(0, 300), call(0, 80), call(90, 190)])).toBe(
      3,
    );
    expect(sequentialRoundTrips([])).toBe(0);
  });
});

describe('readsBeforeFirstByte', () => {
  it('keeps the reads begun before the first byte, not what the page sent or began after', () => {
    const reads = [call(0, 80), call(0, 90, 'checkout'), call(85, 170, 'search')];
    const calls = [
      ...reads,
      // An error report sent while the page was built: nobody waits for it.
      call(90, 170, 'monitoring'),
      call(95, 175, 'logs'),
      // A refresh started after the page answered.
      call(200, 280),
    ];
    expect(readsBeforeFirstByte(calls, 180)).toEqual(reads);
    expect(sequentialRoundTrips(readsBeforeFirstByte(calls, 180))).toBe(2);
  });
});
