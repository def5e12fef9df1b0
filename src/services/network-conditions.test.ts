import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkConditions } from './network-conditions';

describe('NetworkConditions', () => {
  afterEach(() => vi.useRealTimers());

  it('delays each answer by the latency, give or take the jitter, never below zero', () => {
    const lowest = new NetworkConditions(80, 20, () => 0);
    const highest = new NetworkConditions(80, 20, () => 0.999_999);
    const middle = new NetworkConditions(80, 20, () => 0.5);
    expect(lowest.delayMs()).toBe(60);
    expect(highest.delayMs()).toBe(100);
    expect(middle.delayMs()).toBe(80);
    expect(new NetworkConditions(5, 20, () => 0).delayMs()).toBe(0);
  });

  it('takes a new latency and a mode per service, leaving the others as they were', () => {
    const network = new NetworkConditions(0, 0);
    network.setLatency(150, 10);
    network.setMode('content', 'fail');
    expect(network.settings).toEqual({
      latencyMs: 150,
      jitterMs: 10,
      modes: { checkout: 'ok', content: 'fail', search: 'ok', logs: 'ok', monitoring: 'ok' },
    });
  });

  it('lets an answer travel for the delay, and a hanging service far past any deadline', async () => {
    vi.useFakeTimers();
    const network = new NetworkConditions(80, 0);
    network.setMode('search', 'hang');
    let checkoutArrived = false;
    let searchArrived = false;
    void network.travel('checkout').then(() => (checkoutArrived = true));
    void network.travel('search').then(() => (searchArrived = true));
    await vi.advanceTimersByTimeAsync(79);
    expect(checkoutArrived).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(checkoutArrived).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(searchArrived).toBe(false);
  });
});
