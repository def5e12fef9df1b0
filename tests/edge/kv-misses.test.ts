import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../setup/console-guard';
import { withEnvSettled } from './support';

/** What a read of something nobody has answers: nothing, or a list without products. */
const isMiss = (value: unknown) =>
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' &&
    Array.isArray((value as { products?: unknown }).products) &&
    (value as { products: unknown[] }).products.length === 0);

describe('while KV cannot be read', () => {
  it('answers every page from the sources, and writes no miss into KV', async () => {
    expectConsole('warn', /could not read/);
    // KV that cannot be read but still takes writes: what the shop writes stays there to see.
    const written: string[] = [];
    const unreadable = {
      get: async () => Promise.reject(new Error('KV is down')),
      getWithMetadata: async () => Promise.reject(new Error('KV is down')),
      put: (key: string, value: string, options?: KVNamespacePutOptions) => {
        written.push(key);
        return env.CACHE.put(key, value, options);
      },
      list: env.CACHE.list.bind(env.CACHE),
      delete: env.CACHE.delete.bind(env.CACHE),
    };
    const kvDown = withEnvSettled({ CACHE: unreadable });
    expect((await kvDown('/lv/?q=kv-misses')).status).toBe(200);
    // An address nothing has: each of its lookups is a miss, answered and never written.
    for (const path of ['/lv/kv-misses-no-such-page', '/lv/nicotine-pouches/no-such-can'])
      expect((await kvDown(path)).status, path).toBe(404);
    for (const key of written.filter((name) => /^(content|catalogue):/.test(name))) {
      const entry = await env.CACHE.get<{ value: unknown }>(key, 'json');
      expect(isMiss(entry?.value), key).toBe(false);
    }
  }, 30_000);
});
