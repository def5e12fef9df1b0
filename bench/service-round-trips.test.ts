import { describe, expect, it } from 'vitest';
import { sequentialRoundTrips } from './service-round-trips.ts';

const call = (startedAt: number, endedAt: number) => ({
  service: 'content',
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
