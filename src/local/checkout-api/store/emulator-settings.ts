export const GEO_COUNTRY = 'geo_country';
/** 'off' makes the tenant one that checks nothing; absent, it checks as Centra does. */
export const TENANT_CHECKS = 'tenant_checks';

export async function readSetting(db: D1Database, key: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT value FROM emulator_settings WHERE key = ?1`)
    .bind(key)
    .first<{ value: string }>();
  return row?.value ?? null;
}

export async function writeSetting(
  db: D1Database,
  key: string,
  value: string | null,
): Promise<void> {
  await (
    value === null
      ? db.prepare(`DELETE FROM emulator_settings WHERE key = ?1`).bind(key)
      : db
          .prepare(
            `INSERT INTO emulator_settings (key, value) VALUES (?1, ?2)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          )
          .bind(key, value)
  ).run();
}

/** Whether the tenant checks what Centra checks at payment and in the cart (the default). */
export async function tenantChecksEnforced(db: D1Database): Promise<boolean> {
  return (await readSetting(db, TENANT_CHECKS)) !== 'off';
}

/** Asks the tenant's checks setting once, the first time a request needs it. */
export function tenantChecksOf(db: D1Database): () => Promise<boolean> {
  let asked: Promise<boolean> | undefined;
  return () => (asked ??= tenantChecksEnforced(db));
}
