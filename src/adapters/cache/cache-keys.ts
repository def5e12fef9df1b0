import { KvTooSlow, readKv } from './kv-read';

/** The kinds of cached reads; each has its own generation, so each can be purged alone. */
export type CacheScope = 'content' | 'catalogue';

const GENERATION_KEY = (scope: CacheScope) => `generation:${scope}`;

/**
 * How long an isolate trusts a generation it has read. Without it every cache hit paid a KV
 * read per scope; with it a purge made in this isolate is seen here at once (the purge
 * writes what is trusted), and one made in another isolate or location within this window,
 * which is small beside KV's own spread of a write to other locations (up to a minute).
 */
export const GENERATION_TRUST_MS = 5_000;

/**
 * What this isolate read of each scope and trusts for GENERATION_TRUST_MS, per KV namespace
 * (a namespace of its own, another deployment's or a test's, reads its own).
 */
export function trustedReads<T>() {
  const trusted = new WeakMap<KVNamespace, Map<CacheScope, { value: T; until: number }>>();
  return {
    /** The value while it is trusted. */
    get(kv: KVNamespace, scope: CacheScope, now: number): T | undefined {
      const known = trusted.get(kv)?.get(scope);
      return known && known.until > now ? known.value : undefined;
    },
    /** The value read last, trusted or not (a purge made here amends it). */
    last: (kv: KVNamespace, scope: CacheScope) => trusted.get(kv)?.get(scope)?.value,
    trust(kv: KVNamespace, scope: CacheScope, value: T, at: number) {
      let scopes = trusted.get(kv);
      if (!scopes) trusted.set(kv, (scopes = new Map()));
      scopes.set(scope, { value, until: at + GENERATION_TRUST_MS });
    },
  };
}

const generations = trustedReads<string>();

/**
 * The current generation of a scope. Purging bumps it: every entry stored under an older
 * one counts as out of date (KV cannot delete by prefix). Undefined when KV cannot be read:
 * then whatever is stored is served as it is (a failed read is not trusted).
 */
export async function currentGeneration(
  kv: KVNamespace,
  scope: CacheScope,
  now: () => number = Date.now,
): Promise<string | undefined> {
  const known = generations.get(kv, scope, now());
  if (known !== undefined) return known;
  try {
    const value = (await readKv(kv, (store) => store.get(GENERATION_KEY(scope)))) ?? '0';
    generations.trust(kv, scope, value, now());
    return value;
  } catch (error) {
    if (!(error instanceof KvTooSlow))
      console.warn(`cache: the ${scope} generation could not be read`, error);
    return undefined;
  }
}

export async function bumpGeneration(kv: KVNamespace, scope: CacheScope): Promise<string> {
  const next = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await kv.put(GENERATION_KEY(scope), next);
  generations.trust(kv, scope, next, Date.now());
  return next;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A read's key: its scope, then a hash of the query, its parameters and the market. The
 * generation is not part of it: a purged entry stays readable as a fallback while the
 * source is down.
 */
export async function cacheKey(
  scope: CacheScope,
  query: string,
  params: Record<string, unknown>,
  market: string,
): Promise<string> {
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  return `${scope}:${await sha256(JSON.stringify([query, sorted, market]))}`;
}
