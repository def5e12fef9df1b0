import type { ItemRow } from '../store/selection-store';

export interface Unavailable {
  item: string;
  product: string;
  originalQuantity: number;
  unavailable: number;
  available: number;
}

/** Units of a stock item the selection already takes, optionally leaving one line out. */
export async function unitsInSelection(
  db: D1Database,
  selectionId: number,
  stockItem: string,
  exceptLine?: string,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(l.quantity * i.units), 0) AS units
       FROM selection_lines l JOIN items i ON i.item = l.item
       WHERE l.selection_id = ?1 AND i.stock_item = ?2 AND l.line IS NOT ?3`,
    )
    .bind(selectionId, stockItem, exceptLine ?? null)
    .first<{ units: number }>();
  return row?.units ?? 0;
}

/** Preorder products (unless discontinued) sell beyond their stock and ship when it arrives. */
export const sellsWithoutStock = (row: { preorder: number; discontinued: number }) =>
  row.preorder === 1 && row.discontinued !== 1;

/**
 * How many of `wanted` the selection may hold, given the stock the other lines already
 * take. Preorder items are never limited: they ship as soon as stock arrives.
 */
export function allowedQuantity(
  item: ItemRow,
  wanted: number,
  unitsTakenElsewhere: number,
): number {
  if (sellsWithoutStock(item)) return wanted;
  const free = Math.max(0, item.stock - unitsTakenElsewhere);
  return Math.min(wanted, Math.floor(free / item.units));
}

export function unavailableEntry(item: ItemRow, wanted: number, allowed: number): Unavailable {
  return {
    item: item.item,
    product: String(item.product_id),
    originalQuantity: wanted,
    unavailable: wanted - allowed,
    available: allowed,
  };
}
