import type { ApiState } from '../api-env';
import { updateCustomerStatement, type Customer } from '../store/customer-store';
import { loadLines, setLineQuantityStatement } from '../store/selection-store';
import { updateSessionStatement } from '../store/session-store';

/**
 * Binds a customer to the session's own token, as Centra does on login (the token stays the
 * same, so a client that keeps the token it got first keeps its cart). Their saved cart comes
 * back with the anonymous cart's lines merged in (the same item and comment adds up).
 */
export async function signIn(api: ApiState, customer: Customer): Promise<void> {
  const { db, session } = api;
  const current = session.selectionId;
  const saved = customer.selectionId;
  const statements: D1PreparedStatement[] = [];
  let target = saved ?? current;
  if (current && saved && current !== saved) {
    const [currentLines, savedLines] = await Promise.all([
      loadLines(db, current),
      loadLines(db, saved),
    ]);
    for (const line of currentLines) {
      const same = savedLines.find(
        (entry) => entry.item === line.item && entry.comment === line.comment,
      );
      if (same) {
        statements.push(
          setLineQuantityStatement(
            db,
            saved,
            same.line,
            Math.min(same.quantity + line.quantity, 999),
          ),
          setLineQuantityStatement(db, current, line.line, 0),
        );
      } else {
        statements.push(
          db
            .prepare(
              `UPDATE selection_lines SET selection_id = ?2,
                 position = (SELECT COALESCE(MAX(position), 0) + 1 FROM selection_lines WHERE selection_id = ?2)
               WHERE line = ?1`,
            )
            .bind(line.line, saved),
        );
      }
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO selection_vouchers (selection_id, code, position)
           SELECT ?2, code, position + 1000 FROM selection_vouchers WHERE selection_id = ?1
           ON CONFLICT DO NOTHING`,
        )
        .bind(current, saved),
      db.prepare(`DELETE FROM selection_vouchers WHERE selection_id = ?1`).bind(current),
    );
    target = saved;
  }
  statements.push(
    updateSessionStatement(db, session.token, { customerId: customer.id, selectionId: target }),
    updateCustomerStatement(db, customer.id, { selectionId: target }),
  );
  await db.batch(statements);
  session.customerId = customer.id;
  session.selectionId = target;
}

/** Logout forgets the customer on this token and leaves an empty cart; the token stays (Centra's rule). */
export async function signOut(api: ApiState): Promise<void> {
  await updateSessionStatement(api.db, api.session.token, {
    customerId: null,
    selectionId: null,
  }).run();
  api.session.customerId = null;
  api.session.selectionId = null;
}
