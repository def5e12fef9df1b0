import { env } from 'cloudflare:workers';

/**
 * The catalogue the seeder writes, which no shopper call can change (stock is another table,
 * and is compared): left out, since dumping it for every input would take seconds.
 */
const SEEDED_CATALOGUE = [
  'brands',
  'categories',
  'products',
  'product_prices',
  'product_texts',
  'items',
];

/**
 * The content lake's tables, read by what changes when anything in them does (every write gives
 * a document a new revision and appends a transaction; a file is stored whole), not row by row:
 * their bodies and images are megabytes, and a fuzz run reads the state twice per input.
 */
const SUMMARIZED: Record<string, string> = {
  lake_documents: 'SELECT dataset, id, rev FROM lake_documents',
  lake_transactions:
    'SELECT dataset, count(*) AS count, max(seq) AS last FROM lake_transactions GROUP BY dataset',
  lake_revisions:
    'SELECT dataset, count(*) AS count, max(seq) AS last FROM lake_revisions GROUP BY dataset',
  lake_files: 'SELECT dataset, path, mime_type, length(bytes) AS size FROM lake_files',
};

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Columns that move on every call by design (a session's expiry slides), not stored data. */
const VOLATILE: Record<string, string[]> = { sessions: ['expires_at'] };

/**
 * What the embedded services keep for shoppers, as one comparable text: every D1 table's rows
 * (but the seeded catalogue's) in a stable order, and every KV key with its value.
 */
export async function storedState(): Promise<string> {
  const { results: tables } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name`,
  ).all<{ name: string }>();
  const parts: string[] = [];
  for (const { name } of tables) {
    if (SEEDED_CATALOGUE.includes(name)) continue;
    const { results } = await env.DB.prepare(SUMMARIZED[name] ?? `SELECT * FROM "${name}"`).all<
      Record<string, unknown>
    >();
    const rows = results.map((row) => {
      for (const column of VOLATILE[name] ?? []) delete row[column];
      return JSON.stringify(row);
    });
    parts.push(`${name}:${rows.sort().join('\n')}`);
  }
  const keys = await env.CACHE.list();
  // A digest of each value: a cached catalogue is megabytes, compared twice per fuzzed input.
  for (const key of keys.keys)
    parts.push(`kv:${key.name}=${await digest((await env.CACHE.get(key.name)) ?? '')}`);
  return parts.join('\n\n');
}
