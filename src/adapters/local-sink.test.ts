import { describe, expect, it } from 'vitest';
import { LocalSink } from './local-sink';

describe('LocalSink', () => {
  it('keeps only the newest entries', () => {
    const sink = new LocalSink<{ n: number }>('test', 3);
    for (let n = 1; n <= 5; n += 1) sink.add({ n });
    expect(sink.list().map(({ entry }) => entry)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
  });

  it('keeps an oversized entry as its size and start only', () => {
    const sink = new LocalSink<{ text: string }>('test', 3, 100);
    sink.add({ text: 'x'.repeat(10_000) });
    const entry = sink.list()[0]?.entry;
    expect(entry).toMatchObject({ truncated: true, bytes: 10_011 });
    expect(entry && 'start' in entry ? entry.start.length : Infinity).toBeLessThanOrEqual(1024);
  });
});
