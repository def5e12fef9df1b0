import { sellsWithoutStock, type Unavailable } from './stock-check';
import { setLineQuantityStatement } from '../store/selection-store';
import { pendingReservations, releaseStatements } from '../store/payment-store';

export interface DemandLine {
  line: string;
  item: string;
  quantity: number;
  product_id: number;
  stock_item: string;
  units: number;
  preorder: number;
  discontinued: number;
}

export interface Demand {
  item: string;
  quantity: number;
  preorder: boolean;
}

/** Units the lines take from each physical stock item (an N-pack takes N per bundle). */
export function stockDemand(lines: readonly DemandLine[]): Demand[] {
  const byItem = new Map<string, Demand>();
  for (const line of lines) {
    const entry = byItem.get(line.stock_item) ?? {
      item: line.stock_item,
      quantity: 0,
      preorder: sellsWithoutStock(line),
    };
    entry.quantity += line.quantity * line.units;
    byItem.set(line.stock_item, entry);
  }
  return [...byItem.values()];
}

/**
 * After a refused checkout: lowers each line to what stock (plus this selection's own
 * reservations, which a new attempt gives back) still allows, first lines first, and
 * reports what was taken away in Centra's `unavailable` shape.
 */
export async function shrinkToStock(
  db: D1Database,
  selectionId: number,
  lines: readonly DemandLine[],
): Promise<Unavailable[]> {
  const items = [...new Set(lines.map((line) => line.stock_item))];
  const [{ results }, own] = await Promise.all([
    db
      .prepare(`SELECT item, quantity FROM stock WHERE item IN (SELECT value FROM json_each(?1))`)
      .bind(JSON.stringify(items))
      .all<{ item: string; quantity: number }>(),
    pendingReservations(db, selectionId),
  ]);
  const free = new Map(results.map((row) => [row.item, row.quantity + (own.get(row.item) ?? 0)]));
  const unavailable: Unavailable[] = [];
  const statements = [];
  for (const line of lines) {
    if (sellsWithoutStock(line)) continue;
    const left = free.get(line.stock_item) ?? 0;
    const keep = Math.min(line.quantity, Math.floor(left / line.units));
    free.set(line.stock_item, left - keep * line.units);
    if (keep === line.quantity) continue;
    unavailable.push({
      item: line.item,
      product: String(line.product_id),
      originalQuantity: line.quantity,
      unavailable: line.quantity - keep,
      available: keep,
    });
    statements.push(setLineQuantityStatement(db, selectionId, line.line, keep));
  }
  await db.batch([...releaseStatements(db, selectionId), ...statements]);
  return unavailable;
}
