import { ApiFailure } from '../http/api-failure';

export interface LineRow {
  line: string;
  item: string;
  quantity: number;
  comment: string;
  product_url: string | null;
  category: string | null;
  product_id: number;
  size_id: string;
  units: number;
  stock_item: string;
}

export interface SelectionRow {
  id: number;
  payment_method: string | null;
  shipping_method: string | null;
  address: string;
  shipping_address: string;
  terms_accepted: number;
  additional_notes: string;
}

const now = () => new Date().toISOString();

/** A 32-character hex line id, distinct from the item id (Centra's `line`). */
function newLineId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export async function createSelection(db: D1Database): Promise<number> {
  const row = await db
    .prepare(`INSERT INTO selections (updated_at) VALUES (?1) RETURNING id`)
    .bind(now())
    .first<{ id: number }>();
  return row!.id;
}

export async function loadSelection(db: D1Database, id: number): Promise<SelectionRow | null> {
  return db.prepare(`SELECT * FROM selections WHERE id = ?1`).bind(id).first<SelectionRow>();
}

export async function loadLines(db: D1Database, selectionId: number): Promise<LineRow[]> {
  const { results } = await db
    .prepare(
      `SELECT l.line, l.item, l.quantity, l.comment, l.product_url, l.category, i.product_id,
              i.size_id, i.units, i.stock_item
       FROM selection_lines l JOIN items i ON i.item = l.item
       WHERE l.selection_id = ?1 ORDER BY l.position`,
    )
    .bind(selectionId)
    .all<LineRow>();
  return results;
}

export interface ItemRow {
  item: string;
  product_id: number;
  units: number;
  stock_item: string;
  stock: number;
  preorder: number;
  discontinued: number;
  markets: string;
  priced: number;
}

/** An item with its stock, or a 404 like Centra's "product item not found". */
export async function findItem(db: D1Database, item: string, pricelist: number): Promise<ItemRow> {
  const row = await db
    .prepare(
      `SELECT i.item, i.product_id, i.units, i.stock_item, s.quantity AS stock, p.preorder,
              p.document ->> '$.discontinued' AS discontinued, p.markets,
              EXISTS (SELECT 1 FROM product_prices pp
                      WHERE pp.product_id = p.id AND pp.pricelist = ?2) AS priced
       FROM items i JOIN products p ON p.id = i.product_id JOIN stock s ON s.item = i.stock_item
       WHERE i.item = ?1`,
    )
    .bind(item, pricelist)
    .first<ItemRow>();
  if (!row) throw new ApiFailure(404, { item: 'product item not found' });
  return row;
}

export function insertLineStatement(
  db: D1Database,
  selectionId: number,
  line: {
    item: string;
    quantity: number;
    comment: string;
    productUrl: string | null;
    category: string | null;
  },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO selection_lines (line, selection_id, item, quantity, comment, product_url, category, position)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7,
               (SELECT COALESCE(MAX(position), 0) + 1 FROM selection_lines WHERE selection_id = ?2))
       ON CONFLICT (selection_id, item, comment)
       DO UPDATE SET quantity = quantity + excluded.quantity,
                     product_url = COALESCE(excluded.product_url, product_url)`,
    )
    .bind(
      newLineId(),
      selectionId,
      line.item,
      line.quantity,
      line.comment,
      line.productUrl,
      line.category,
    );
}

export function setLineQuantityStatement(
  db: D1Database,
  selectionId: number,
  line: string,
  quantity: number,
): D1PreparedStatement {
  return quantity > 0
    ? db
        .prepare(`UPDATE selection_lines SET quantity = ?3 WHERE selection_id = ?1 AND line = ?2`)
        .bind(selectionId, line, quantity)
    : db
        .prepare(`DELETE FROM selection_lines WHERE selection_id = ?1 AND line = ?2`)
        .bind(selectionId, line);
}

export function touchSelectionStatement(db: D1Database, selectionId: number): D1PreparedStatement {
  return db.prepare(`UPDATE selections SET updated_at = ?2 WHERE id = ?1`).bind(selectionId, now());
}

const SELECTION_COLUMNS = {
  paymentMethod: 'payment_method',
  shippingMethod: 'shipping_method',
  address: 'address',
  shippingAddress: 'shipping_address',
  termsAccepted: 'terms_accepted',
  additionalNotes: 'additional_notes',
} as const;

export type SelectionPatch = Partial<
  Record<keyof typeof SELECTION_COLUMNS, string | number | null>
>;

export function updateSelectionStatement(
  db: D1Database,
  selectionId: number,
  patch: SelectionPatch,
): D1PreparedStatement {
  const entries = Object.entries(patch) as [keyof typeof SELECTION_COLUMNS, unknown][];
  const assignments = entries.map(([key], index) => `${SELECTION_COLUMNS[key]} = ?${index + 3}`);
  return db
    .prepare(
      `UPDATE selections SET updated_at = ?2${assignments.map((a) => `, ${a}`).join('')} WHERE id = ?1`,
    )
    .bind(selectionId, now(), ...entries.map(([, value]) => value ?? null));
}

export interface VoucherRow {
  code: string;
  kind: 'percent' | 'amount' | 'free_shipping';
  percent: number | null;
  amounts: string | null;
  description: string;
  expires_at: string | null;
}

export async function loadSelectionVouchers(
  db: D1Database,
  selectionId: number,
): Promise<VoucherRow[]> {
  const { results } = await db
    .prepare(
      `SELECT v.* FROM selection_vouchers sv JOIN vouchers v ON v.code = sv.code
       WHERE sv.selection_id = ?1 ORDER BY sv.position`,
    )
    .bind(selectionId)
    .all<VoucherRow>();
  return results;
}

export async function findVoucher(db: D1Database, code: string): Promise<VoucherRow | null> {
  return db.prepare(`SELECT * FROM vouchers WHERE code = ?1`).bind(code).first<VoucherRow>();
}
