import type { CacheScope } from './cache-keys';
import { readKv } from './kv-read';
import { isPurged, type PurgeView } from './purges';
import { StoreTooSlow } from './store-read';

interface CacheEntry<T> {
  value: T;
  /** When its load began, by the loading machine's clock: only its freshness is told from it. */
  storedAt: number;
  /** The purge view its load began under (see PurgeView); none while the log could not be read. */
  builtUnder?: number;
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
   * The purges of the read's scope as this isolate knows them. An entry a purge hit is served
   * once more while one reader loads it again. Undefined while the log cannot be read: what is
   * stored is served as it is.
   */
  purges?: { view: PurgeView; scope: CacheScope };
  /**
   * What counts as "nothing there" (an unknown URI, a product id nobody has). A miss is
   * answered but never stored: anyone can ask for endless unknown keys, and KV writes are
   * counted.
   */
  isMiss?: (value: T) => boolean;
  /**
   * Told when the answer may lack a purge this isolate knows of, or cannot tell (a page built
   * from it is shown, not stored).
   */
  onOutdated?: () => void;
  /** What a value was built from, kept with it: a purge of any of these tags outdates it. */
  tagsOf?: (value: T) => string[];
  /** Told the tags of the value answered (undefined for one stored without), so a page can keep them. */
  onTags?: (tags: readonly string[] | undefined) => void;
}

/** A value as loaded, and the purge view its load began under. */
interface Loaded<T> {
  value: T;
  builtUnder: number | undefined;
}

const isNothing = (value: unknown) => value === null || value === undefined;

// KV refuses expirations shorter than a minute.
const KV_MIN_TTL_SECONDS = 60;

/** Loading begins: when (for freshness) and under which purge view (for purges). */
const loadStart = <T>(options: ReadThroughOptions<T>) => ({
  at: (options.now ?? Date.now)(),
  builtUnder: options.purges?.view.upTo,
});

async function store<T>(
  kv: KVNamespace,
  key: string,
  value: T,
  options: ReadThroughOptions<T>,
  started: ReturnType<typeof loadStart>,
) {
  if ((options.isMiss ?? isNothing)(value)) return;
  const tags = options.tagsOf?.(value);
  const entry: CacheEntry<T> = {
    value,
    storedAt: started.at,
    ...(started.builtUnder !== undefined ? { builtUnder: started.builtUnder } : {}),
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
    if (!(error instanceof StoreTooSlow))
      console.warn(`cache: could not read ${key}, loading it from its source`, error);
    return null;
  }
}

/** Whether, for this reader, something built under `builtUnder` from `tags` lacks a purge. */
const isOutdated = <T>(
  options: ReadThroughOptions<T>,
  builtUnder: number | undefined,
  tags: readonly string[] | undefined,
) =>
  options.purges !== undefined &&
  isPurged(options.purges.view, options.purges.scope, builtUnder, tags);

/** The value answered: its tags told, and told when it may lack a purge (or nobody can tell). */
function answer<T>(
  options: ReadThroughOptions<T>,
  value: T,
  tags: readonly string[] | undefined,
  outdated: boolean,
): T {
  if (outdated || !options.purges) options.onOutdated?.();
  options.onTags?.(tags);
  return value;
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
  // A purge recorded while this load runs is numbered above the view it began under: the
  // entry it stores counts as purged by it.
  const started = loadStart(options);
  const refresh = load()
    .then((value) => store(kv, key, value, options, started))
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
  const previous = () => answer(options, entry.value, entry.tags, true);
  if (refreshing.has(key)) return previous();
  const started = loadStart(options);
  const loading = load();
  refreshing.set(key, loading);
  try {
    const value = await loading;
    options.waitUntil(store(kv, key, value, options, started));
    return answer(options, value, options.tagsOf?.(value), false);
  } catch (error) {
    console.warn(`cache: serving ${key} from before a purge, its source failed`, error);
    return previous();
  } finally {
    refreshing.delete(key);
  }
}

/** Loads of missing entries in flight in this isolate, by key. */
const loadingMissing = new Map<string, Promise<Loaded<unknown>>>();

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
): Promise<Loaded<T>> {
  const inFlight = loadingMissing.get(key) as Promise<Loaded<T>> | undefined;
  if (inFlight) return inFlight;
  const started = loadStart(options);
  const loading = load().then((value) => {
    options.waitUntil(store(kv, key, value, options, started));
    return { value, builtUnder: started.builtUnder };
  });
  loadingMissing.set(key, loading);
  const forget = () => loadingMissing.delete(key);
  loading.then(forget, forget);
  return loading;
}

/**
 * Stale-while-revalidate over KV: a fresh entry is returned as is; a stale one is returned
 * while one refresh runs in waitUntil; one a purge hit is loaded again by one reader while the
 * others get the previous value; a missing one is loaded and stored (unless it is a miss). KV
 * failing to read or write never fails the read. Whether a purge hit an entry is told by the
 * purge's number, never by a clock (docs/cache-freshness.md).
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
    const loaded = await loadMissing(kv, key, load, options);
    // A reader that joined a load begun under an older view may know a purge it lacks.
    const tags = options.tagsOf?.(loaded.value);
    return answer(options, loaded.value, tags, isOutdated(options, loaded.builtUnder, tags));
  }
  if (isOutdated(options, entry.builtUnder, entry.tags))
    return afterPurge(kv, key, entry, load, options);
  const ageSeconds = (now() - entry.storedAt) / 1000;
  if (ageSeconds >= options.freshForSeconds) refreshOnce(kv, key, load, options);
  return answer(options, entry.value, entry.tags, false);
}
