import { describe, expect, it, vi } from 'vitest';
import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import { createCartActionRunner, type CartActionWord } from './cart-action';

/** A runner over a stand-in shop, with everything it reports written down in order. */
function runner(shop: () => Promise<string> = () => Promise.resolve('the shop')) {
  const events: string[] = [];
  const run = createCartActionRunner(shop, {
    busy: (busy) => events.push(busy ? 'busy' : 'idle'),
    failed: (word: CartActionWord | null) => events.push(word ? `failed: ${word}` : 'cleared'),
    done: (word) => events.push(`done: ${word}`),
  });
  return { run, events };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('a cart action', () => {
  it('is busy while it runs, then hands back what the action answered and says it is done', async () => {
    const { run, events } = runner();
    const answer = deferred<string>();
    const running = run((shop) => answer.promise.then((value) => `${value} from ${shop}`), {
      done: 'itemAdded',
    });
    await Promise.resolve();
    expect(events).toEqual(['busy', 'cleared']);
    answer.resolve('a selection');
    await expect(running).resolves.toBe('a selection from the shop');
    expect(events).toEqual(['busy', 'cleared', 'done: itemAdded', 'idle']);
  });

  it('says nothing on success when it has no words for it', async () => {
    const { run, events } = runner();
    await run(() => Promise.resolve(true));
    expect(events).toEqual(['busy', 'cleared', 'idle']);
  });

  it('catches a refusal of the Checkout API and tells its own failure, or the generic one', async () => {
    const { run, events } = runner();
    const refused = () => Promise.reject(new CheckoutApiError(404, { errors: { line: 'gone' } }));
    await expect(run(refused)).resolves.toBeUndefined();
    await expect(run(refused, { failed: 'addFailed' })).resolves.toBeUndefined();
    expect(events).toEqual([
      'busy',
      'cleared',
      'failed: generic',
      'idle',
      'busy',
      'cleared',
      'failed: addFailed',
      'idle',
    ]);
  });

  it('catches a call that never reached the API (offline) and tells the shopper, warning the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { run, events } = runner();
    const offline = new TypeError('Failed to fetch');
    await expect(run(() => Promise.reject(offline), { done: 'itemAdded' })).resolves.toBe(
      undefined,
    );
    expect(events).toEqual(['busy', 'cleared', 'failed: generic', 'idle']);
    expect(warn).toHaveBeenCalledWith('a cart action failed', offline);
  });

  it('catches a shop whose code did not download', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { run, events } = runner(() => Promise.reject(new Error('chunk failed to load')));
    await expect(run(() => Promise.resolve('never'), { failed: 'addFailed' })).resolves.toBe(
      undefined,
    );
    expect(events).toEqual(['busy', 'cleared', 'failed: addFailed', 'idle']);
  });

  it('asks the shopper to wait when past the abuse limit, whatever its own failure', async () => {
    const { run, events } = runner();
    await run(() => Promise.reject(new CheckoutApiError(429, {})), { failed: 'addFailed' });
    expect(events).toContain('failed: tooManyAttempts');
  });

  it('clears the last failure when the next action starts', async () => {
    const { run, events } = runner();
    await run(() => Promise.reject(new CheckoutApiError(500, {})));
    await run(() => Promise.resolve('fine'));
    expect(events.slice(4)).toEqual(['busy', 'cleared', 'idle']);
  });

  it('stays busy until the last of several actions on the same control is done', async () => {
    const { run, events } = runner();
    const first = deferred<string>();
    const second = deferred<string>();
    const one = run(() => first.promise);
    const two = run(() => second.promise);
    first.resolve('one');
    await one;
    expect(events.filter((event) => event === 'idle')).toEqual([]);
    second.reject(new CheckoutApiError(410, { errors: { stock: 'unavailable items' } }));
    await two;
    expect(events.at(-1)).toBe('idle');
    expect(events.filter((event) => event === 'idle')).toHaveLength(1);
  });
});
