import { KvTooSlow, readKv } from './kv-read';

/** The kinds of cached reads; each has its own generation, so each can be purged alone. */
export type CacheScope = 'content' | 'catalogue';

const GENERATION_KEY = (scope: CacheScope) => `generation:${scope}`;

/**
 * The current generation of a scope. Purging bumps it: every entry stored under an older
 * one counts as out of date (KV cannot delete by prefix). Undefined when KV cannot be read:
 * then whatever is stored is served as it is.
 */
export async function currentGeneration(
  kv: KVNamespace,
  scope: CacheScope,
): Promise<string | undefined> {
  try {
    return (await readKv(kv, (store) => store.get(GENERATION_KEY(scope)))) ?? '0';
  } catch (error) {
    if (!(error instanceof KvTooSlow))
      console.warn(`cache: the ${scope} generation could not be read`, error);
    return undefined;
  }
}

export async function bumpGeneration(kv: KVNamespace, scope: CacheScope): Promise<string> {
  const next = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await kv.put(GENERATION_KEY(scope), next);
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
