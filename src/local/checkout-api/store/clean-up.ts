/** What a clean-up removed, for the log. */
export interface CleanUp {
  sessions: number;
  passwordResets: number;
  carts: number;
}

/**
 * Removes what nobody can use any more: expired sessions, password-reset links that expired
 * or were used, and carts no session, customer or payment points at (with their lines).
 * Customers, orders, payments and subscriptions are never touched.
 */
export async function removeExpired(db: D1Database, now: Date): Promise<CleanUp> {
  const at = now.toISOString();
  const [sessions, resets, carts] = await db.batch([
    db.prepare(`DELETE FROM sessions WHERE expires_at <= ?1`).bind(at),
    db
      .prepare(`DELETE FROM password_resets WHERE expires_at <= ?1 OR used_at IS NOT NULL`)
      .bind(at),
    db.prepare(
      `DELETE FROM selections WHERE
         id NOT IN (SELECT selection_id FROM sessions WHERE selection_id IS NOT NULL)
         AND id NOT IN (SELECT selection_id FROM customers WHERE selection_id IS NOT NULL)
         AND id NOT IN (SELECT selection_id FROM payments)`,
    ),
  ]);
  return {
    sessions: sessions?.meta.changes ?? 0,
    passwordResets: resets?.meta.changes ?? 0,
    carts: carts?.meta.changes ?? 0,
  };
}
