import { KvTooSlow, readKv } from './kv-read';
import { isPurged, type PurgeLog } from './purges';

interface CacheEntry<T> {
  value: T;
  /** When its load began: a purge after that may not be in it. */
  storedAt: number;
  /** The purge generation the value was loaded in. */
  generation?: string;
  /** What it was built from (purge tags). */
  tags?: string[];
}

export interface ReadThroughOptions<T = unknown> {
  /** Served without a refresh while younger than this. */
  freshForSeconds: number;
  /** After freshness ends, still served (refreshed in the background) for this long. */
  staleForSeconds: number;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /**
   * The scope's purge generation. An entry from an older one is out of date: it is served
   * once more while one refresh loads it again.
   */
  generation?: string;
  /**
   * What counts as "nothing there" (an unknown URI, a product id nobody has). A miss is
   * answered but never stored: anyone can ask for endless unknown keys, and KV writes are
   * counted.
   */
  isMiss?: (value: T) => boolean;
  /** Told when the answer is a value from before a purge (a page built from it is not stored). */
  onPreviousGeneration?: () => void;
  /** What a value was built from, kept with it: a purge of any of these tags outdates it. */
  tagsOf?: (value: T) => string[];
  /** The scope's recent purges; an entry one of them hit is out of date, like an older generation's. */
  purges?: PurgeLog;
  /** Told the tags of the value answered (undefined for one stored without), so a page can keep them. */
  onTags?: (tags: readonly string[] | undefined) => void;
}

const isNothing = (value: unknown) => value === null || value === undefined;

// KV refuses expirations shorter than a minute.
const KV_MIN_TTL_SECONDS = 60;

async function store<T>(
  kv: KVNamespace,
  key: string,
  value: T,
  options: ReadThroughOptions<T>,
  loadedFrom: number,
) {
  if ((options.isMiss ?? isNothing)(value)) return;
  const tags = options.tagsOf?.(value);
  const entry: CacheEntry<T> = {
    value,
    storedAt: loadedFrom,
    ...(options.generation ? { generation: options.generation } : {}),
    ...(tags ? { tags } : {}),
  };
  const expirationTtl = Math.max(
    KV_MIN_TTL_SECONDS,
    options.freshForSeconds + options.staleForSeconds,
  );
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl });
  } catch (error) {
    // Over the write quota or KV down: the answer stands, the next read loads it again.
    console.warn(`cache: could not store ${key}`, error);
  }
}

/** The stored entry, or none when KV cannot be read: a KV incident costs speed, not pages. */
async function storedEntry<T>(kv: KVNamespace, key: string): Promise<CacheEntry<T> | null> {
  try {
    return await readKv(kv, (store) => store.get<CacheEntry<T>>(key, 'json'));
  } catch (error) {
    // A slow KV was reported once when it was found slow; a failing one on every read.
    if (!(error instanceof KvTooSlow))
      console.warn(`cache: could not read ${key}, loading it from its source`, error);
    return null;
  }
}

/** Refreshes in flight in this isolate, by key: a burst of stale reads starts one load. */
const refreshing = new Map<string, Promise<unknown>>();

function refreshOnce<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  options: ReadThroughOptions<T>,
): void {
  if (refreshing.has(key)) return;
  const loadedFrom = (options.now ?? Date.now)();
  const refresh = load()
    .then((value) => store(kv, key, value, options, loadedFrom))
    // A failed background refresh keeps the stale entry; the next read tries again.
    .catch(() => undefined)
    .finally(() => refreshing.delete(key));
  refreshing.set(key, refresh);
  options.waitUntil(refresh);
}

/**
 * After a purge: the first reader loads the new value (and gets it); readers arriving while
 * that load runs get the previous value instead of loading it again, as does everyone when
 * the source fails.
 */
async function afterPurge<T>(
  kv: KVNamespace,
  key: string,
  entry: CacheEntry<T>,
  load: () => Promise<T>,
  options: ReadThroughOptions<T>,
): Promise<T> {
  const previous = () => {
    options.onPreviousGeneration?.();
    options.onTags?.(entry.tags);
    return entry.value;
  };
  if (refreshing.has(key)) return previous();
  const loadedFrom = (options.now ?? Date.now)();
  const loading = load();
  refreshing.set(key, loading);
  try {
    const value = await loading;
    options.waitUntil(store(kv, key, value, options, loadedFrom));
    options.onTags?.(options.tagsOf?.(value));
    return value;
  } catch (error) {
    console.warn(`cache: serving ${key} from before a purge, its source failed`, error);
    return previous();
  } finally {
    refreshing.delete(key);
  }
}

/** Loads of missing entries in flight in this isolate, by key. */
const loadingMissing = new Map<string, Promise<unknown>>();

/**
 * A missing entry, loaded once however many readers ask for it at the same moment: after a
 * deploy or a KV eviction a burst of visitors would otherwise each load (and pay for) the same
 * read from its source.
 */
function loadMissing<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  options: ReadThroughOptions<T>,
): Promise<T> {
  const inFlight = loadingMissing.get(key) as Promise<T> | undefined;
  if (inFlight) return inFlight;
  const loadedFrom = (options.now ?? Date.now)();
  const loading = load().then((value) => {
    options.waitUntil(store(kv, key, value, options, loadedFrom));
    return value;
  });
  loadingMissing.set(key, loading);
  const forget = () => loadingMissing.delete(key);
  loading.then(forget, forget);
  return loading;
}

/**
 * Stale-while-revalidate over KV: a fresh entry is returned as is; a stale one is returned
 * while one refresh runs in waitUntil; one from before a purge is loaded again by one reader
 * while the others get the previous value; a missing one is loaded and stored (unless it is a
 * miss). KV failing to read or write never fails the read.
 */
export async function readThrough<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  options: ReadThroughOptions<T>,
): Promise<T> {
  const now = options.now ?? Date.now;
  const entry = await storedEntry<T>(kv, key);
  if (!entry) {
    const value = await loadMissing(kv, key, load, options);
    options.onTags?.(options.tagsOf?.(value));
    return value;
  }
  if (
    (options.generation !== undefined && entry.generation !== options.generation) ||
    (options.purges && isPurged(options.purges, entry.storedAt, entry.tags))
  )
    return afterPurge(kv, key, entry, load, options);
  const ageSeconds = (now() - entry.storedAt) / 1000;
  if (ageSeconds >= options.freshForSeconds) refreshOnce(kv, key, load, options);
  options.onTags?.(entry.tags);
  return entry.value;
}
