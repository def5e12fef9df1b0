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
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all<
      Record<string, unknown>
    >();
    const rows = results.map((row) => {
      for (const column of VOLATILE[name] ?? []) delete row[column];
      return JSON.stringify(row);
    });
    parts.push(`${name}:${rows.sort().join('\n')}`);
  }
  const keys = await env.CACHE.list();
  for (const key of keys.keys) parts.push(`kv:${key.name}=${await env.CACHE.get(key.name)}`);
  return parts.join('\n\n');
}
