export const GEO_COUNTRY = 'geo_country';

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
