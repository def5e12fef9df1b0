import type { LogEvent } from '../../contract/log-event';

/**
 * Writes an order's purchase event once. The order number is claimed in D1 first (a primary
 * key, so of two return pages loading at once only one wins); when the event log fails, the
 * claim is released so the next load of the return page writes it.
 */
export async function recordPurchaseOnce(
  db: D1Database,
  record: (event: LogEvent) => Promise<void>,
  orderNumber: string,
  event: LogEvent,
): Promise<'recorded' | 'already-recorded'> {
  const claim = await db
    .prepare(
      'INSERT INTO purchases_logged (order_number, logged_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING',
    )
    .bind(orderNumber, new Date().toISOString())
    .run();
  if (claim.meta.changes === 0) return 'already-recorded';
  try {
    await record(event);
  } catch (error) {
    await db
      .prepare('DELETE FROM purchases_logged WHERE order_number = ?1')
      .bind(orderNumber)
      .run();
    throw error;
  }
  return 'recorded';
}
