/** The kinds of cached reads; each is purged on its own (see purges.ts). */
export type CacheScope = 'content' | 'catalogue';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A read's key: its scope, then a hash of the query, its parameters and the market. Nothing
 * about purges is part of it: a purged entry stays readable as a fallback while the source is
 * down.
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
