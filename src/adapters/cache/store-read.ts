/** After a read that took too long, the store is left alone for this long: each page has 3 s in all. */
const SKIP_AFTER_SLOW_READ_MS = 30_000;

/** A store (KV, or D1 for the purge log) that did not answer in time, or is being skipped after it did not. */
export class StoreTooSlow extends Error {
  override name = 'StoreTooSlow';
}

/** Per binding, until when reads skip it and go on without it at once. */
const skippedUntil = new WeakMap<object, number>();

/**
 * One read of `store` within `deadlineMs`. A read that hangs fails after the deadline, and then
 * this isolate skips that store for a while: a page makes several reads one after another, and
 * a hanging store must cost the first of them, not all of them. Callers treat a failure as a
 * miss (a KV entry) or as not knowing (the purge log).
 */
export async function readInTime<S extends object, T>(
  store: S,
  what: { name: string; deadlineMs: number },
  read: (store: S) => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  if ((skippedUntil.get(store) ?? 0) > now())
    throw new StoreTooSlow(`${what.name} is skipped: it was too slow`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      skippedUntil.set(store, now() + SKIP_AFTER_SLOW_READ_MS);
      console.warn(
        `cache: ${what.name} did not answer within ${what.deadlineMs} ms; it is skipped for ${SKIP_AFTER_SLOW_READ_MS / 1000} s`,
      );
      reject(new StoreTooSlow(`${what.name} did not answer within ${what.deadlineMs} ms`));
    }, what.deadlineMs);
  });
  try {
    return await Promise.race([read(store), deadline]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
