import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from './setup/console-guard';
import type { CacheScope } from '../src/adapters/cache/cache-keys';
import { readThrough, type ReadThroughOptions } from '../src/adapters/cache/kv-cache';
import { purgeView, recordPurge } from '../src/adapters/cache/purges';

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

/** The purges of a scope as this isolate knows them at the test's clock. */
async function known(scope: CacheScope = 'content') {
  const view = await purgeView(env.DB, () => clock);
  if (!view) throw new Error('the purge log could not be read');
  return { view, scope };
}

/** A publish recorded at the test's clock (or at another machine's). */
const publish = (tags: string[], now = () => clock) => recordPurge(env.DB, 'content', tags, now);

/** A read of one post's entry under what this isolate knows of the purges now. */
async function readPost<T>(
  key: string,
  load: () => Promise<T>,
  extra: Partial<ReadThroughOptions<T>> = {},
) {
  return readThrough(env.CACHE, key, load, {
    ...options(),
    purges: await known(),
    tagsOf: () => [`id:${key}`],
    ...extra,
  } as ReadThroughOptions<T>);
}

/** A source read under way, answered when the test says. */
function heldLoad<T>() {
  let finish: (value: T) => void = () => undefined;
  const load = vi.fn(() => new Promise<T>((resolve) => (finish = resolve)));
  return { load, finish: (value: T) => finish(value) };
}

describe('readThrough after a purge', () => {
  beforeEach(() => {
    pending = [];
    clock = 1_000_000;
  });

  it('loads again, and serves the purged value only when the source is down', async () => {
    expectConsole('warn', /from before a purge, its source failed/);
    await readPost('post-purge', async () => 'before');
    await settle();
    expect(await readPost('post-purge', async () => 'unused')).toBe('before');
    await publish(['id:post-unrelated']);
    expect(await readPost('post-purge', async () => 'unused')).toBe('before');
    await publish(['id:post-purge']);
    expect(await readPost('post-purge', async () => 'after')).toBe('after');
    await settle();
    expect(await readPost('post-purge', async () => 'unused')).toBe('after');
    await recordPurge(env.DB, 'content', 'all', () => clock);
    const failing = () => Promise.reject(new Error('Sanity is down'));
    let outdated = 0;
    expect(await readPost('post-purge', failing, { onOutdated: () => (outdated += 1) })).toBe(
      'after',
    );
    expect(outdated).toBe(1);
  });

  it('loads once while the readers meanwhile get the previous value, not to be kept', async () => {
    await readPost('post-burst', async () => 'before');
    await settle();
    await publish(['id:post-burst']);
    const { load, finish } = heldLoad<string>();
    let outdated = 0;
    const read = () => readPost('post-burst', load, { onOutdated: () => (outdated += 1) });
    const first = read();
    const others = await Promise.all([read(), read(), read()]);
    expect(others).toEqual(['before', 'before', 'before']);
    expect(outdated).toBe(3);
    finish('after');
    expect(await first).toBe('after');
    expect(load).toHaveBeenCalledTimes(1);
    expect(outdated).toBe(3);
  });

  it('does not keep as current what a refresh under way during a purge stores', async () => {
    await readPost('post-refresh', async () => 'first');
    await settle();
    clock += 61_000;
    const refresh = heldLoad<string>();
    // Stale: served at once, refreshed in the background.
    expect(await readPost('post-refresh', refresh.load)).toBe('first');
    expect(refresh.load).toHaveBeenCalledTimes(1);
    // The source answered the refresh before the publish; the publish lands before the store,
    // in the same millisecond as the refresh began.
    await publish(['id:post-refresh']);
    refresh.finish('read before the publish');
    await settle();
    expect(await readPost('post-refresh', async () => 'read after the publish')).toBe(
      'read after the publish',
    );
  });

  it('takes both of two purges in the same millisecond, with a load between them', async () => {
    await readPost('post-a', async () => 'a1', { tagsOf: () => ['id:post-a', 'id:post-b'] });
    await settle();
    await publish(['id:post-a']);
    const tagsOf = () => ['id:post-a', 'id:post-b'];
    expect(await readPost('post-a', async () => 'a2', { tagsOf })).toBe('a2');
    await settle();
    expect(await readPost('post-a', async () => 'unused', { tagsOf })).toBe('a2');
    await publish(['id:post-b']);
    expect(await readPost('post-a', async () => 'a3', { tagsOf })).toBe('a3');
  });

  it('tells a reader that joined a load begun before a purge it knows of', async () => {
    const { load, finish } = heldLoad<string>();
    const told: string[] = [];
    const first = readPost('post-joined', load, { onOutdated: () => told.push('first') });
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await publish(['id:post-joined']);
    const joined = readPost('post-joined', load, { onOutdated: () => told.push('joined') });
    await new Promise((resolve) => setTimeout(resolve, 10));
    finish('read before the publish');
    expect(await Promise.all([first, joined])).toEqual(Array(2).fill('read before the publish'));
    expect(load).toHaveBeenCalledTimes(1);
    // The first reader's request began before the publish; the one that joined knew of it.
    expect(told).toEqual(['joined']);
  });

  it('takes a purge recorded by a machine whose clock is behind the one that loaded', async () => {
    // The isolate that loads runs 30 s ahead of the one the webhook reaches: by the clocks,
    // the publish happened before the load began.
    await readPost('post-skew', async () => 'before the publish', { now: () => clock + 30_000 });
    await settle();
    await publish(['id:post-skew'], () => clock);
    expect(await readPost('post-skew', async () => 'after the publish')).toBe('after the publish');
  });
});

describe('the purge view', () => {
  it('is trusted for a few seconds, but a purge made here is seen at once', async () => {
    let now = 5_000_000;
    const clock = () => now;
    const first = await purgeView(env.DB, clock);
    // Another isolate purges: this one goes on with what it read, for a few seconds only.
    await env.DB.prepare(
      "INSERT INTO cache_purges (scope, tags, recorded_at) VALUES ('catalogue', ?1, 0)",
    )
      .bind(JSON.stringify(['product:9']))
      .run();
    expect((await purgeView(env.DB, clock))?.upTo).toBe(first?.upTo);
    // An isolate trusts what it read of the purges for 5 s.
    now += 5_001;
    const later = await purgeView(env.DB, clock);
    expect(later?.upTo).toBeGreaterThan(first?.upTo ?? 0);
    expect(later?.purges[0]).toMatchObject({ scope: 'catalogue', tags: ['product:9'] });
    // A purge made in this isolate is seen here at once, numbered after the other.
    await recordPurge(env.DB, 'catalogue', ['product:10'], clock);
    const mine = await purgeView(env.DB, clock);
    expect(mine?.purges[0]).toMatchObject({ scope: 'catalogue', tags: ['product:10'] });
    expect(mine?.upTo).toBe((later?.upTo ?? 0) + 1);
  });

  it('numbers two purges of the same millisecond apart, and drops neither', async () => {
    const at = () => 7_000_000;
    await Promise.all([
      recordPurge(env.DB, 'content', ['id:one'], at),
      recordPurge(env.DB, 'content', ['id:two'], at),
    ]);
    const view = await purgeView(env.DB, at);
    const tags = view?.purges.slice(0, 2).map((purge) => purge.tags?.[0]);
    expect(tags?.sort()).toEqual(['id:one', 'id:two']);
    expect(new Set(view?.purges.slice(0, 2).map((purge) => purge.seq)).size).toBe(2);
  });

  it('is not trusted after a failed read: the next read asks again', async () => {
    expectConsole('warn', /purge log could not be read/);
    let reads = 0;
    const flaky = {
      prepare: () => ({
        bind: () => ({
          all: async () => {
            reads += 1;
            if (reads === 1) throw new Error('D1 is down');
            return { results: [{ seq: 4, scope: 'content', tags: null }] };
          },
        }),
      }),
    } as unknown as D1Database;
    expect(await purgeView(flaky)).toBeUndefined();
    expect((await purgeView(flaky))?.upTo).toBe(4);
    expect((await purgeView(flaky))?.upTo).toBe(4);
    expect(reads).toBe(2);
  });
});
