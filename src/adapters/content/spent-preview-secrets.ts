/** How long a spent secret is remembered: twice a secret's hour of validity. */
const SPENT_KEPT_MS = 2 * 60 * 60 * 1000;

/**
 * Records a secret as spent, by its hash: true the first time, false when it was spent
 * before. A link to draft mode opens it once; one copied from the Studio's frame, a log or a
 * browser history is refused. Spent secrets are kept for two of their hours, then forgotten
 * (an older one has expired anyway).
 */
export async function spendPreviewSecret(
  db: D1Database,
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  const hash = Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const [, claim] = await db.batch([
    db.prepare('DELETE FROM preview_secrets_spent WHERE spent_at < ?1').bind(now - SPENT_KEPT_MS),
    db
      .prepare(
        'INSERT INTO preview_secrets_spent (secret_hash, spent_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING',
      )
      .bind(hash, now),
  ]);
  return (claim?.meta.changes ?? 0) > 0;
}
