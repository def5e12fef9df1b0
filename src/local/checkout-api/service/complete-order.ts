import type { OrderDraft } from './start-payment';

const centraDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

export interface CompletablePayment {
  paymentId: string;
  token: string;
  customerId: number | null;
  selectionId: number;
  email: string;
  internalComment: string | null;
  draft: OrderDraft;
}

/**
 * Statements that turn a pending payment into an order, exactly once: each is guarded
 * by the payment still being pending, so a double-submitted return page makes one order.
 * The session's cart is then done; its next cart call starts an empty one.
 */
export function completeOrderStatements(
  db: D1Database,
  payment: CompletablePayment,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO orders (payment_id, token, customer_id, email, status, status_description,
                             created_at, internal_comment, document)
         SELECT ?1, ?2, ?3, ?4, 'untouched', 'Pending', ?5, ?6, ?7
         WHERE EXISTS (SELECT 1 FROM payments WHERE id = ?1 AND state = 'pending')`,
      )
      .bind(
        payment.paymentId,
        payment.token,
        payment.customerId,
        payment.email,
        centraDate(new Date()),
        payment.internalComment,
        JSON.stringify(payment.draft),
      ),
    db
      .prepare(
        `UPDATE payments SET state = 'completed',
           order_id = (SELECT id FROM orders WHERE payment_id = ?1)
         WHERE id = ?1 AND state = 'pending'`,
      )
      .bind(payment.paymentId),
    db
      .prepare(
        `UPDATE sessions SET selection_id = NULL,
           last_order_id = (SELECT id FROM orders WHERE payment_id = ?1)
         WHERE token = ?2 AND selection_id = ?3`,
      )
      .bind(payment.paymentId, payment.token, payment.selectionId),
    db
      .prepare(`UPDATE customers SET selection_id = NULL WHERE selection_id = ?1`)
      .bind(payment.selectionId),
  ];
}
