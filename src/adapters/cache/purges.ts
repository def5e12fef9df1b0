import { DEADLINES_MS } from '../deadline';
import type { CacheScope } from './cache-keys';
import { readInTime, StoreTooSlow } from './store-read';

/**
 * One purge: its number in the one sequence of purges, its scope, and the tags of what it hit
 * (see `contentTags`, `catalogueTags`); null hits everything in its scope.
 */
interface Purge {
  seq: number;
  scope: CacheScope;
  tags: readonly string[] | null;
}

/**
 * The purges as an isolate last read them, newest first: every purge numbered above
 * `coveredAfter` and up to `upTo`. Whatever is built while this is the isolate's view is
 * "built under" `upTo`: it has every purge up to that number, and may lack any above it.
 */
export interface PurgeView {
  upTo: number;
  coveredAfter: number;
  purges: readonly Purge[];
}

/**
 * How long an isolate goes on with the view it read before it reads the log again: a cache hit
 * reads nothing, and another isolate's purge is seen here within this long. A purge made in this
 * isolate is seen here at once.
 */
const PURGE_VIEW_TRUST_MS = 5_000;
/** The newest purges an isolate holds; anything built under an older view counts as purged. */
const HELD = 1000;
/**
 * A purge's tags beyond this many characters purge the whole scope instead (a catalogue change
 * naming more than about 60 products): every isolate holds the log in its memory.
 */
const MAX_TAGS_LENGTH = 1000;
/**
 * A purge is kept as long as anything built before it can still be served: a content read lives
 * a week and ten minutes in KV, a page a day in the Cache API.
 */
const KEPT_MS = 8 * 24 * 60 * 60 * 1000;

const PURGE_LOG = { name: 'the purge log (D1)', deadlineMs: DEADLINES_MS.purgeLog };

/**
 * Whether something of `scope` built under `builtUnder` from what `tags` name has been purged
 * since, as far as `view` knows. Something built under no known view (stored while the log could
 * not be read) or under one older than the view holds counts as purged, as does something
 * without tags (too many to keep) for any purge of its scope.
 */
export function isPurged(
  view: PurgeView,
  scope: CacheScope,
  builtUnder: number | undefined,
  tags: readonly string[] | undefined,
): boolean {
  if (builtUnder === undefined || builtUnder < view.coveredAfter) return true;
  for (const purge of view.purges) {
    if (purge.seq <= builtUnder) break;
    if (
      purge.scope === scope &&
      (!purge.tags || !tags || purge.tags.some((tag) => tags.includes(tag)))
    )
      return true;
  }
  return false;
}

/** What each isolate read of the log, per database binding, and until when it trusts it. */
const held = new WeakMap<D1Database, { view: PurgeView; until: number }>();
/** The read of the log under way, so that the requests waiting for it share one query. */
const reading = new WeakMap<D1Database, Promise<PurgeView | undefined>>();
/** Moved on by each purge made here: a read begun before it does not become the trusted view. */
const epochs = new WeakMap<D1Database, number>();

/**
 * Records a purge of what carries any of `tags` (or of everything in `scope`), numbered after
 * every purge before it. This isolate reads the log again on its next read, so it sees its own
 * purge at once; others within PURGE_VIEW_TRUST_MS. The answer says which was purged.
 */
export async function recordPurge(
  db: D1Database,
  scope: CacheScope,
  tags: readonly string[] | 'all',
  now: () => number = Date.now,
): Promise<'tags' | 'all'> {
  const named = tags === 'all' ? null : JSON.stringify(tags);
  const kept = named !== null && named.length <= MAX_TAGS_LENGTH ? named : null;
  await db.batch([
    db
      .prepare('INSERT INTO cache_purges (scope, tags, recorded_at) VALUES (?1, ?2, ?3)')
      .bind(scope, kept, now()),
    db.prepare('DELETE FROM cache_purges WHERE recorded_at < ?1').bind(now() - KEPT_MS),
  ]);
  epochs.set(db, (epochs.get(db) ?? 0) + 1);
  reading.delete(db);
  const known = held.get(db);
  if (known) known.until = 0;
  return kept === null ? 'all' : 'tags';
}

interface PurgeRow {
  seq: number;
  scope: CacheScope;
  tags: string | null;
}

const purgeOf = (row: PurgeRow): Purge => ({
  seq: row.seq,
  scope: row.scope,
  tags: row.tags === null ? null : (JSON.parse(row.tags) as string[]),
});

/** The view after reading the purges numbered above `previous.upTo` (newest first). */
function extended(previous: PurgeView | undefined, newer: Purge[]): PurgeView {
  if (previous && newer.length === 0) return previous;
  const upTo = newer[0]?.seq ?? 0;
  // As many as one read takes: there may be more between the view before and the oldest read.
  if (newer.length === HELD) return { upTo, coveredAfter: newer[HELD - 1]!.seq - 1, purges: newer };
  const purges = [...newer, ...(previous?.purges ?? [])];
  const dropped = purges[HELD];
  return {
    upTo,
    coveredAfter: dropped ? dropped.seq : (previous?.coveredAfter ?? 0),
    purges: dropped ? purges.slice(0, HELD) : purges,
  };
}

async function readNewer(
  db: D1Database,
  previous: PurgeView | undefined,
  now: () => number,
): Promise<PurgeView | undefined> {
  const epoch = epochs.get(db) ?? 0;
  try {
    const { results } = await readInTime(db, PURGE_LOG, (store) =>
      store
        .prepare(
          'SELECT seq, scope, tags FROM cache_purges WHERE seq > ?1 ORDER BY seq DESC LIMIT ?2',
        )
        .bind(previous?.upTo ?? 0, HELD)
        .all<PurgeRow>(),
    );
    const view = extended(previous, results.map(purgeOf));
    if ((epochs.get(db) ?? 0) === epoch) held.set(db, { view, until: now() + PURGE_VIEW_TRUST_MS });
    return view;
  } catch (error) {
    if (!(error instanceof StoreTooSlow))
      console.warn('cache: the purge log could not be read', error);
    return undefined;
  }
}

/**
 * The purges as this isolate knows them: what it read within PURGE_VIEW_TRUST_MS (nothing is
 * read), or else the purges recorded since, read once for every request waiting. Undefined when
 * the log cannot be read: then no page is stored, and stored copies are served as they are.
 */
export async function purgeView(
  db: D1Database,
  now: () => number = Date.now,
): Promise<PurgeView | undefined> {
  const known = held.get(db);
  if (known && known.until > now()) return known.view;
  const underWay = reading.get(db);
  if (underWay) return underWay;
  const read = readNewer(db, known?.view, now);
  reading.set(db, read);
  void read.finally(() => {
    if (reading.get(db) === read) reading.delete(db);
  });
  return read;
}
