export interface OrderRow {
  id: number;
  payment_id: string;
  token: string;
  customer_id: number | null;
  email: string;
  status: string;
  status_description: string;
  created_at: string;
  internal_comment: string | null;
  document: string;
}

/** Order numbers start at 10001, like a tenant that has been trading a while. */
const ORDER_NUMBER_OFFSET = 10_000;

const orderNumber = (row: Pick<OrderRow, 'id'>) => String(row.id + ORDER_NUMBER_OFFSET);

export async function findOrder(db: D1Database, id: number): Promise<OrderRow | null> {
  return db.prepare(`SELECT * FROM orders WHERE id = ?1`).bind(id).first<OrderRow>();
}

export async function findOrderByPayment(
  db: D1Database,
  paymentId: string,
): Promise<OrderRow | null> {
  return db.prepare(`SELECT * FROM orders WHERE payment_id = ?1`).bind(paymentId).first<OrderRow>();
}

export async function customerOrders(
  db: D1Database,
  customerId: number,
  from: number,
  size: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [page, count] = await db.batch<OrderRow | { total: number }>([
    db
      .prepare(`SELECT * FROM orders WHERE customer_id = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3`)
      .bind(customerId, size, from),
    db.prepare(`SELECT COUNT(*) AS total FROM orders WHERE customer_id = ?1`).bind(customerId),
  ]);
  return {
    rows: (page?.results ?? []) as OrderRow[],
    total: (count?.results[0] as { total: number } | undefined)?.total ?? 0,
  };
}

/** An order's JSON as Centra returns it: the stored draft plus number, date and status. */
export function orderJson(row: OrderRow): Record<string, unknown> {
  const draft = JSON.parse(row.document) as Record<string, unknown>;
  return {
    order: orderNumber(row),
    status: row.status,
    statusDescription: row.status_description,
    message: 'Thank you for your order!',
    date: row.created_at,
    ...draft,
  };
}
