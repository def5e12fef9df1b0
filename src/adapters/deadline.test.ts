import { describe, expect, it } from 'vitest';
import { fetchWithin, within } from './deadline';

/** A service that never answers, unless the caller gives up. */
const hanging: typeof fetch = (_input, init) =>
  new Promise((_, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );

describe('fetchWithin', () => {
  it('gives up on a service that hangs once the deadline passes', async () => {
    const started = Date.now();
    await expect(fetchWithin(50, hanging)('https://slow.example/')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('still honours the caller’s own signal', async () => {
    const caller = new AbortController();
    const pending = fetchWithin(10_000, hanging)('https://slow.example/', {
      signal: caller.signal,
    });
    caller.abort(new Error('the shopper left'));
    await expect(pending).rejects.toThrow('the shopper left');
  });

  it('passes an answer in time through untouched', async () => {
    const answer = await fetchWithin(
      1_000,
      async () => new Response('ok'),
    )('https://fast.example/');
    expect(await answer.text()).toBe('ok');
  });
});

describe('within', () => {
  it('stops waiting for work that outlasts its deadline, and says what it waited for', async () => {
    const never = new Promise<string>(() => undefined);
    const waiting = within(20, 'search', never);
    await expect(waiting).rejects.toMatchObject({ name: 'DeadlinePassed' });
    await expect(waiting).rejects.toThrow('search did not answer within 20 ms');
  });

  it('gives the work’s own answer or failure when it comes in time', async () => {
    expect(await within(1_000, 'search', Promise.resolve('hits'))).toBe('hits');
    await expect(within(1_000, 'search', Promise.reject(new Error('500')))).rejects.toThrow('500');
  });
});
