import { DEADLINES_MS } from '../deadline';

/** After a read that took too long, KV is left alone for this long: each page has 3 s in all. */
const SKIP_AFTER_SLOW_READ_MS = 30_000;

/** KV that did not answer in time, or is being skipped after it did not. */
export class KvTooSlow extends Error {
  override name = 'KvTooSlow';
}

/** Per namespace binding, until when reads skip KV and go to the source at once. */
const skippedUntil = new WeakMap<KVNamespace, number>();

/**
 * One KV read within its deadline. A read that hangs fails after DEADLINES_MS.kvRead, and then
 * this isolate skips KV for a while: a page makes several reads one after another, and a
 * hanging KV must cost the first of them, not all of them. Callers treat a failure as a miss.
 */
export async function readKv<T>(
  kv: KVNamespace,
  read: (kv: KVNamespace) => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  if ((skippedUntil.get(kv) ?? 0) > now()) throw new KvTooSlow('KV is skipped: it was too slow');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      skippedUntil.set(kv, now() + SKIP_AFTER_SLOW_READ_MS);
      console.warn(
        `cache: KV did not answer within ${DEADLINES_MS.kvRead} ms; reads go to the sources for ${SKIP_AFTER_SLOW_READ_MS / 1000} s`,
      );
      reject(new KvTooSlow(`KV did not answer within ${DEADLINES_MS.kvRead} ms`));
    }, DEADLINES_MS.kvRead);
  });
  try {
    return await Promise.race([read(kv), deadline]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
