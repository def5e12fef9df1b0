import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, 500 ms after the last call, with its arguments', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const search = debounce((query: string) => calls.push(query));
    search('m');
    vi.advanceTimersByTime(300);
    search('mi');
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['mi']);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const run = debounce(() => calls.push(1), 100);
    run();
    run.cancel();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([]);
  });
});
