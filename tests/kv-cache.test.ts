import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from './setup/console-guard';
import {
  bumpGeneration,
  currentGeneration,
  GENERATION_TRUST_MS,
} from '../src/adapters/cache/cache-keys';
import { readThrough, type ReadThroughOptions } from '../src/adapters/cache/kv-cache';

let pending: Promise<unknown>[] = [];
let clock = 1_000_000;

const options = (): ReadThroughOptions => ({
  freshForSeconds: 60,
  staleForSeconds: 600,
  waitUntil: (promise) => pending.push(promise),
  now: () => clock,
});

const settle = async () => {
  await Promise.all(pending);
  pending = [];
};

/** A KV holding nothing that answers every read waiting so far at one moment, as a burst meets it. */
function emptyKvAnsweringTogether() {
  let answer: () => void = () => undefined;
  const together = new Promise<void>((resolve) => (answer = resolve));
  const namespace = {
    get: async () => together.then(() => null),
    put: async () => undefined,
  } as unknown as KVNamespace;
  return { namespace, answer };
}

describe('readThrough (KV stale-while-revalidate)', () => {
  beforeEach(() => {
    pending = [];
    clock = 1_000_000;
  });

  it('loads a missing value once and stores it in KV', async () => {
    const load = vi.fn(async () => ({ products: 3 }));
    expect(await readThrough(env.CACHE, 'test:miss', load, options())).toEqual({ products: 3 });
    await settle();
    const stored = await env.CACHE.get<{ value: unknown }>('test:miss', 'json');
    expect(stored?.value).toEqual({ products: 3 });

    expect(await readThrough(env.CACHE, 'test:miss', load, options())).toEqual({ products: 3 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a missing value once for a burst of readers, and each gets it and its tags', async () => {
    const kv = emptyKvAnsweringTogether();
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const told: (readonly string[] | undefined)[] = [];
    const reading = Array.from({ length: 5 }, () =>
      readThrough(kv.namespace, 'test:burst-miss', load, {
        ...options(),
        tagsOf: () => ['id:post-1'],
        onTags: (tags) => told.push(tags),
      }),
    );
    kv.answer();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    finish('loaded');
    expect(await Promise.all(reading)).toEqual(Array(5).fill('loaded'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(told).toEqual(Array(5).fill(['id:post-1']));
  });

  it('lets every reader of a burst see the failure, and the next reader load again', async () => {
    const kv = emptyKvAnsweringTogether();
    let fail: (error: Error) => void = () => undefined;
    const failing = vi.fn(() => new Promise<string>((_, reject) => (fail = reject)));
    const reading = Promise.allSettled(
      [1, 2, 3].map(() => readThrough(kv.namespace, 'test:burst-down', failing, options())),
    );
    kv.answer();
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    fail(new Error('Sanity is down'));
    const results = await reading;
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await readThrough(kv.namespace, 'test:burst-down', async () => 'back', options())).toBe(
      'back',
    );
  });

  it('serves a stale value at once and refreshes it in the background', async () => {
    await readThrough(env.CACHE, 'test:stale', async () => 'first', options());
    await settle();
    clock += 61_000;

    const load = vi.fn(async () => 'second');
    expect(await readThrough(env.CACHE, 'test:stale', load, options())).toBe('first');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await readThrough(env.CACHE, 'test:stale', load, options())).toBe('second');
  });

  it('keeps serving the stale value when the source is down', async () => {
    await readThrough(env.CACHE, 'test:down', async () => 'cached', options());
    await settle();
    clock += 3_600_000;

    const failing = () => Promise.reject(new Error('Sanity is down'));
    expect(await readThrough(env.CACHE, 'test:down', failing, options())).toBe('cached');
    await settle();
    expect(await readThrough(env.CACHE, 'test:down', failing, options())).toBe('cached');
  });

  it('propagates the error when nothing is cached', async () => {
    const failing = () => Promise.reject(new Error('Checkout API is down'));
    await expect(readThrough(env.CACHE, 'test:empty', failing, options())).rejects.toThrow(
      'Checkout API is down',
    );
  });

  it('loads again after a purge, and serves the purged value only when the source is down', async () => {
    expectConsole('warn', /from before a purge, its source failed/);
    await readThrough(env.CACHE, 'test:purge', async () => 'before', {
      ...options(),
      generation: 'g1',
    });
    await settle();
    expect(
      await readThrough(env.CACHE, 'test:purge', async () => 'unused', {
        ...options(),
        generation: 'g1',
      }),
    ).toBe('before');
    expect(
      await readThrough(env.CACHE, 'test:purge', async () => 'after', {
        ...options(),
        generation: 'g2',
      }),
    ).toBe('after');
    await settle();
    const failing = () => Promise.reject(new Error('Sanity is down'));
    expect(
      await readThrough(env.CACHE, 'test:purge', failing, { ...options(), generation: 'g3' }),
    ).toBe('after');
  });

  it('answers a miss without storing it', async () => {
    const load = vi.fn(async () => null);
    expect(await readThrough(env.CACHE, 'test:unknown-uri', load, options())).toBeNull();
    const empty = { products: [] as number[] };
    await readThrough(env.CACHE, 'test:no-products', async () => empty, {
      ...options(),
      isMiss: (value) => value.products.length === 0,
    });
    await settle();
    expect(await env.CACHE.get('test:unknown-uri')).toBeNull();
    expect(await env.CACHE.get('test:no-products')).toBeNull();
  });

  it('after a purge, loads once while the readers meanwhile get the previous value', async () => {
    await readThrough(env.CACHE, 'test:burst', async () => 'before', {
      ...options(),
      generation: 'g1',
    });
    await settle();
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    let previous = 0;
    const read = () =>
      readThrough(env.CACHE, 'test:burst', load, {
        ...options(),
        generation: 'g2',
        onPreviousGeneration: () => (previous += 1),
      });
    const first = read();
    const others = await Promise.all([read(), read(), read()]);
    expect(others).toEqual(['before', 'before', 'before']);
    expect(previous).toBe(3);
    finish('after');
    expect(await first).toBe('after');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads through to the source when KV cannot be read or written', async () => {
    expectConsole('warn', /could not read|could not store/);
    const broken = {
      get: async () => {
        throw new Error('KV is down');
      },
      put: async () => {
        throw new Error('KV is down');
      },
    } as unknown as KVNamespace;
    expect(await readThrough(broken, 'test:down', async () => 'from source', options())).toBe(
      'from source',
    );
    await settle();
  });
});

describe('purge generations', () => {
  it('trusts a generation read for a few seconds, and a purge made here at once', async () => {
    let now = 5_000_000;
    const clock = () => now;
    const kv = env.CACHE;
    const first = await currentGeneration(kv, 'catalogue', clock);
    // Another isolate purges: this one goes on with what it read, for a few seconds only.
    await kv.put('generation:catalogue', 'purged-elsewhere');
    expect(await currentGeneration(kv, 'catalogue', clock)).toBe(first);
    now += GENERATION_TRUST_MS + 1;
    expect(await currentGeneration(kv, 'catalogue', clock)).toBe('purged-elsewhere');
    // A purge made in this isolate is seen here at once.
    const bumped = await bumpGeneration(kv, 'catalogue');
    expect(await currentGeneration(kv, 'catalogue', clock)).toBe(bumped);
    expect(await kv.get('generation:catalogue')).toBe(bumped);
  });

  it('does not trust a failed read: the next read asks KV again', async () => {
    expectConsole('warn', /generation could not be read/);
    let reads = 0;
    const flaky = {
      get: async () => {
        reads += 1;
        if (reads === 1) throw new Error('KV is down');
        return 'after-the-incident';
      },
    } as unknown as KVNamespace;
    expect(await currentGeneration(flaky, 'content')).toBeUndefined();
    expect(await currentGeneration(flaky, 'content')).toBe('after-the-incident');
    expect(await currentGeneration(flaky, 'content')).toBe('after-the-incident');
    expect(reads).toBe(2);
  });
});
