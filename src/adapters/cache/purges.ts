import { bumpGeneration, trustedReads, type CacheScope } from './cache-keys';
import { KvTooSlow, readKv } from './kv-read';

/** One publish: when it happened and what it changed (see `contentTags`). */
export interface Purge {
  at: number;
  tags: string[];
}

/** The purges of a scope that may still matter, newest first. */
export interface PurgeLog {
  purges: Purge[];
  /**
   * When the list was cut short (more purges than one listing returns), anything stored
   * before its oldest purge counts as purged, because an unlisted purge may have hit it.
   */
  coveredSince: number;
}

/**
 * A purge is remembered for as long as anything stored before it can still be served: a
 * content read is fresh for ten minutes and stale for a week after.
 */
const KEPT_SECONDS = 8 * 24 * 60 * 60;
/** One KV listing; more purges than this within a week cost the oldest entries their cache. */
const LISTED = 1000;
/** KV keeps at most 1,024 bytes of metadata with a key. */
const MAX_METADATA_BYTES = 1000;
/** Keys sort newest first: the time counted down from a limit far beyond any date. */
const LATEST = 36 ** 9 - 1;

const prefix = (scope: CacheScope) => `purge:${scope}:`;

const logs = trustedReads<PurgeLog>();

/**
 * Records a purge of what carries any of `tags`: one key of its own (KV has no atomic
 * append, and two publishes at once must not lose one), its tags in the key's metadata so one
 * listing reads them all. This isolate sees it at once; others within the trust window. Tags
 * too many for a key's metadata purge the whole scope instead (its generation moves on);
 * the answer says which was done.
 */
export async function recordPurge(
  kv: KVNamespace,
  scope: CacheScope,
  tags: string[],
  now: () => number = Date.now,
): Promise<'tags' | 'all'> {
  const at = now();
  if (JSON.stringify({ at, tags }).length > MAX_METADATA_BYTES) {
    await bumpGeneration(kv, scope);
    return 'all';
  }
  const order = (LATEST - at).toString(36).padStart(9, '0');
  const unique = Math.random().toString(36).slice(2, 8);
  await kv.put(`${prefix(scope)}${order}${unique}`, '', {
    expirationTtl: KEPT_SECONDS,
    metadata: { at, tags } satisfies Purge,
  });
  logs.last(kv, scope)?.purges.unshift({ at, tags });
  return 'tags';
}

/** The scope's purge log, or undefined when KV cannot be listed (then stored copies stand). */
export async function purgeLog(
  kv: KVNamespace,
  scope: CacheScope,
  now: () => number = Date.now,
): Promise<PurgeLog | undefined> {
  const known = logs.get(kv, scope, now());
  if (known) return known;
  try {
    const listed = await readKv(kv, (store) =>
      store.list<Purge>({ prefix: prefix(scope), limit: LISTED }),
    );
    const purges = listed.keys.flatMap((key) => (key.metadata ? [key.metadata] : []));
    const log = {
      purges,
      coveredSince: listed.list_complete ? 0 : (purges.at(-1)?.at ?? now()),
    };
    logs.trust(kv, scope, log, now());
    return log;
  } catch (error) {
    if (!(error instanceof KvTooSlow))
      console.warn(`cache: the ${scope} purges could not be listed`, error);
    return undefined;
  }
}

/**
 * Whether something built at `builtAt` from what `tags` name was purged since. Something
 * without tags (stored before tags existed) is purged by any later purge.
 */
export function isPurged(log: PurgeLog, builtAt: number, tags: readonly string[] | undefined) {
  if (builtAt < log.coveredSince) return true;
  for (const purge of log.purges) {
    if (purge.at <= builtAt) break;
    if (!tags || purge.tags.some((tag) => tags.includes(tag))) return true;
  }
  return false;
}
