import { describe, expect, it } from 'vitest';
import { createUpdateQueue } from './update-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the checkout update queue', () => {
  it('sends changes one after another, busy until the last is done', async () => {
    const busy: boolean[] = [];
    const order: string[] = [];
    const queue = createUpdateQueue({ onBusy: (value) => busy.push(value), onError: () => {} });
    const country = deferred();
    const first = queue.run(async () => {
      order.push('country sent');
      await country.promise;
      order.push('country answered');
    });
    const second = queue.run(async () => order.push('delivery sent'));
    await Promise.resolve();
    expect(order).toEqual(['country sent']);
    country.resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['country sent', 'country answered', 'delivery sent']);
    expect(busy).toEqual([true, true, false]);
  });

  it('reports a failed change and goes on with the next one', async () => {
    const errors: unknown[] = [];
    const queue = createUpdateQueue({ onBusy: () => {}, onError: (error) => errors.push(error) });
    const failure = new Error('offline');
    void queue.run(async () => {
      throw failure;
    });
    let ran = false;
    await queue.run(async () => {
      ran = true;
    });
    expect(errors).toEqual([failure]);
    expect(ran).toBe(true);
  });

  it('lets an order wait for every change queued before it', async () => {
    const queue = createUpdateQueue({ onBusy: () => {}, onError: () => {} });
    const change = deferred();
    let done = false;
    void queue.run(async () => {
      await change.promise;
      done = true;
    });
    const waiting = queue.settled().then(() => done);
    change.resolve();
    expect(await waiting).toBe(true);
  });
});
