interface CacheEntry<T> {
  value: T;
  storedAt: number;
  /** The purge generation the value was loaded in. */
  generation?: string;
}

export interface ReadThroughOptions {
  /** Served without a refresh while younger than this. */
  freshForSeconds: number;
  /** After freshness ends, still served (refreshed in the background) for this long. */
  staleForSeconds: number;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /**
   * The scope's purge generation. An entry from an older one is out of date: it is loaded
   * again before answering, and served only when that load fails (stale if down).
   */
  generation?: string;
}

// KV refuses expirations shorter than a minute.
const KV_MIN_TTL_SECONDS = 60;

async function store<T>(kv: KVNamespace, key: string, value: T, options: ReadThroughOptions) {
  const now = options.now ?? Date.now;
  const entry: CacheEntry<T> = {
    value,
    storedAt: now(),
    ...(options.generation ? { generation: options.generation } : {}),
  };
  const expirationTtl = Math.max(
    KV_MIN_TTL_SECONDS,
    options.freshForSeconds + options.staleForSeconds,
  );
  await kv.put(key, JSON.stringify(entry), { expirationTtl });
}

/**
 * Stale-while-revalidate over KV: a fresh entry is returned as is, a stale one is
 * returned while a refresh runs in waitUntil, a missing one is loaded and stored.
 * When the loader fails, a stale entry is served rather than an error.
 */
export async function readThrough<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  options: ReadThroughOptions,
): Promise<T> {
  const now = options.now ?? Date.now;
  const entry = await kv.get<CacheEntry<T>>(key, 'json');
  if (!entry) {
    const value = await load();
    options.waitUntil(store(kv, key, value, options));
    return value;
  }
  if (options.generation !== undefined && entry.generation !== options.generation) {
    try {
      const value = await load();
      options.waitUntil(store(kv, key, value, options));
      return value;
    } catch (error) {
      console.warn(`cache: serving ${key} from before a purge, its source failed`, error);
      return entry.value;
    }
  }
  const ageSeconds = (now() - entry.storedAt) / 1000;
  if (ageSeconds >= options.freshForSeconds) {
    options.waitUntil(
      load()
        .then((value) => store(kv, key, value, options))
        // A failed background refresh keeps the stale entry; the next read tries again.
        .catch(() => undefined),
    );
  }
  return entry.value;
}
