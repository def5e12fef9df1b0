/** Reservations not completed within this time give their stock back. */
const RESERVATION_MINUTES = 30;

export interface Reservation {
  item: string;
  quantity: number;
}

export interface PaymentRow {
  id: string;
  token: string;
  selection_id: number;
  method: string;
  state: 'pending' | 'completed' | 'failed' | 'released';
  reserved: string;
  signature: string;
  return_page: string;
  failed_page: string;
  internal_comment: string | null;
  order_draft: string;
  order_id: number | null;
  created_at: string;
}

const RELEASABLE = `state = 'pending' AND (selection_id = ?1 OR created_at < ?2)`;

/**
 * Statements that give back the stock of pending payments of this selection (a new
 * attempt replaces them) and of any reservation older than RESERVATION_MINUTES.
 */
export function releaseStatements(db: D1Database, selectionId: number): D1PreparedStatement[] {
  const cutoff = new Date(Date.now() - RESERVATION_MINUTES * 60_000).toISOString();
  return [
    db
      .prepare(
        `UPDATE stock SET quantity = stock.quantity + released.units
         FROM (SELECT r.value ->> '$.item' AS item, SUM(r.value ->> '$.quantity') AS units
               FROM payments, json_each(payments.reserved) AS r
               WHERE ${RELEASABLE} GROUP BY 1) AS released
         WHERE stock.item = released.item`,
      )
      .bind(selectionId, cutoff),
    db
      .prepare(`UPDATE payments SET state = 'released' WHERE ${RELEASABLE}`)
      .bind(selectionId, cutoff),
  ];
}

/** Units this selection's own pending payments hold, by stock item. */
export async function pendingReservations(
  db: D1Database,
  selectionId: number,
): Promise<Map<string, number>> {
  const { results } = await db
    .prepare(
      `SELECT r.value ->> '$.item' AS item, SUM(r.value ->> '$.quantity') AS units
       FROM payments, json_each(payments.reserved) AS r
       WHERE selection_id = ?1 AND state = 'pending' GROUP BY 1`,
    )
    .bind(selectionId)
    .all<{ item: string; units: number }>();
  return new Map(results.map((row) => [row.item, row.units]));
}

export async function findPayment(db: D1Database, id: string): Promise<PaymentRow | null> {
  return db.prepare(`SELECT * FROM payments WHERE id = ?1`).bind(id).first<PaymentRow>();
}

export function releaseOneStatements(db: D1Database, paymentId: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE stock SET quantity = stock.quantity + released.units
         FROM (SELECT r.value ->> '$.item' AS item, SUM(r.value ->> '$.quantity') AS units
               FROM payments, json_each(payments.reserved) AS r
               WHERE id = ?1 AND state = 'pending' GROUP BY 1) AS released
         WHERE stock.item = released.item`,
      )
      .bind(paymentId),
    db
      .prepare(`UPDATE payments SET state = 'failed' WHERE id = ?1 AND state = 'pending'`)
      .bind(paymentId),
  ];
}
