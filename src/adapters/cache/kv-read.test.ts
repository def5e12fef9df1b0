import { describe, expect, it } from 'vitest';
import { expectConsole } from '../../../tests/setup/console-guard';
import { readKv } from './kv-read';
import { StoreTooSlow } from './store-read';

const kvAnswering = (value: string) => ({ get: async () => value }) as unknown as KVNamespace;
const kvHanging = () => ({ get: () => new Promise(() => undefined) }) as unknown as KVNamespace;

describe('readKv', () => {
  it('answers what KV answers in time', async () => {
    const kv = kvAnswering('7');
    expect(await readKv(kv, (store) => store.get('generation:content'))).toBe('7');
  });

  it('gives up on a hanging KV, then skips it at once for a while, then tries it again', async () => {
    expectConsole('warn', /did not answer within 500 ms/);
    const kv = kvHanging();
    let clock = Date.now();
    const now = () => clock;
    const asked: string[] = [];
    const read = (key: string) => (store: KVNamespace) => {
      asked.push(key);
      return store.get(key);
    };
    await expect(readKv(kv, read('a'), now)).rejects.toBeInstanceOf(StoreTooSlow);
    // Skipped: KV is not even asked.
    await expect(readKv(kv, read('b'), now)).rejects.toThrow('skipped');
    expect(asked).toEqual(['a']);
    // Another namespace is not affected.
    expect(await readKv(kvAnswering('x'), (store) => store.get('c'), now)).toBe('x');

    clock += 31_000;
    await expect(readKv(kv, read('d'), now)).rejects.toThrow('within 500 ms');
    expect(asked).toEqual(['a', 'd']);
  });
});
