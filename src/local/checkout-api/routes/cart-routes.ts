import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ApiState, CheckoutApiEnv } from '../api-env';
import { ApiFailure } from '../http/api-failure';
import { MAX_LINE_QUANTITY, quantityParam } from '../http/path-params';
import { readBody } from '../http/read-body';
import { respond } from '../http/respond';
import { selectionEnvelope } from '../service/selection-envelope';
import { ensureSelection, requireSavedSession } from '../service/session-selection';
import {
  allowedQuantity,
  unavailableEntry,
  unitsInSelection,
  type Unavailable,
} from '../service/stock-check';
import {
  findItem,
  insertLineStatement,
  loadLines,
  setLineQuantityStatement,
  touchSelectionStatement,
  type ItemRow,
} from '../store/selection-store';

const addBody = z.object({
  productUrl: z.string().max(2000).nullish(),
  category: z.union([z.string(), z.number()]).transform(String).nullish(),
  comment: z.string().max(500).optional(),
});

/** An item the session's market sells (a tenant that checks nothing sells whatever is priced). */
async function sellableItem(api: ApiState, itemId: string): Promise<ItemRow> {
  const item = await findItem(api.db, itemId, api.session.pricelist);
  const markets = JSON.parse(item.markets) as number[];
  const inMarket = markets.includes(api.session.market) || !(await api.tenantChecks());
  if (!inMarket || !item.priced) {
    throw new ApiFailure(406, { item: 'not sold in this market' });
  }
  return item;
}

/** What stock did to a change: limited it (`unavailable`), or refused all of it. */
interface StockOutcome {
  unavailable: Unavailable;
  refused: boolean;
}

/** The reply to a change that stock limited: 410 when nothing fit, 200 plus `unavailable` otherwise. */
async function replyAfterStock(c: Context<CheckoutApiEnv>, outcome: StockOutcome | null) {
  const envelope = await selectionEnvelope(c.get('api'));
  if (!outcome) return respond(c, envelope);
  const unavailable = [outcome.unavailable];
  if (outcome.refused) {
    return respond(c, { ...envelope, errors: { stock: 'unavailable items' }, unavailable }, 410);
  }
  return respond(c, { ...envelope, unavailable });
}

async function addItem(
  api: ApiState,
  itemId: string,
  quantity: number,
  body: z.output<typeof addBody>,
) {
  requireSavedSession(api);
  const item = await sellableItem(api, itemId);
  const selectionId = await ensureSelection(api);
  const taken = await unitsInSelection(api.db, selectionId, item.stock_item);
  const allowed = allowedQuantity(item, quantity, taken);
  if (allowed > 0) {
    await api.db.batch([
      insertLineStatement(api.db, selectionId, {
        item: item.item,
        quantity: allowed,
        comment: body.comment ?? '',
        productUrl: body.productUrl ?? null,
        category: body.category ?? null,
      }),
      touchSelectionStatement(api.db, selectionId),
    ]);
  }
  return allowed < quantity
    ? { unavailable: unavailableEntry(item, quantity, allowed), refused: allowed === 0 }
    : null;
}

async function lineOf(api: ApiState, line: string) {
  const selectionId = api.session.selectionId;
  const found = selectionId
    ? (await loadLines(api.db, selectionId)).find((entry) => entry.line === line)
    : undefined;
  if (!selectionId || !found) throw new ApiFailure(404, { line: 'not found' });
  return { selectionId, found };
}

/** Sets a line's quantity (0 removes it), within what stock allows for increases. */
async function setLineQuantity(
  api: ApiState,
  line: string,
  quantity: number,
): Promise<StockOutcome | null> {
  requireSavedSession(api);
  const { selectionId, found } = await lineOf(api, line);
  let allowed = quantity;
  let outcome: StockOutcome | null = null;
  if (quantity > found.quantity) {
    const item = await findItem(api.db, found.item, api.session.pricelist);
    const taken = await unitsInSelection(api.db, selectionId, item.stock_item, line);
    // Stock never takes away what the line already holds; it only limits the increase.
    allowed = Math.max(found.quantity, allowedQuantity(item, quantity, taken));
    if (allowed < quantity) {
      outcome = {
        unavailable: unavailableEntry(item, quantity, allowed),
        refused: allowed === found.quantity,
      };
    }
  }
  await api.db.batch([
    setLineQuantityStatement(api.db, selectionId, line, allowed),
    touchSelectionStatement(api.db, selectionId),
  ]);
  return outcome;
}

const batchBody = z.object({
  lines: z
    .array(
      z.object({
        line: z.string().min(1).max(64),
        quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
      }),
    )
    .max(100)
    .default([]),
  items: z
    .array(
      z.object({
        item: z.string().min(1).max(64),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .max(100)
    .default([]),
});

export const cartRoutes = new Hono<CheckoutApiEnv>()
  .get('/selection', async (c) => respond(c, await selectionEnvelope(c.get('api'))))
  .post('/items/bundles/:item', async (c) => {
    const api = c.get('api');
    await sellableItem(api, c.req.param('item'));
    // Every bundle of this catalogue is a fixed bundle, added like any other item.
    throw new ApiFailure(406, { item: 'not a flexible bundle: add it with POST items/{item}' });
  })
  .post('/items/:item', async (c) => {
    const body = await readBody(c.req.raw, addBody);
    return replyAfterStock(c, await addItem(c.get('api'), c.req.param('item'), 1, body));
  })
  .post('/items/:item/quantity/:quantity', async (c) => {
    const quantity = quantityParam(c.req.param('quantity'));
    const body = await readBody(c.req.raw, addBody);
    return replyAfterStock(c, await addItem(c.get('api'), c.req.param('item'), quantity, body));
  })
  .delete('/lines/:line', async (c) => {
    const api = c.get('api');
    requireSavedSession(api);
    const { selectionId } = await lineOf(api, c.req.param('line'));
    await api.db.batch([
      setLineQuantityStatement(api.db, selectionId, c.req.param('line'), 0),
      touchSelectionStatement(api.db, selectionId),
    ]);
    return respond(c, await selectionEnvelope(api));
  })
  .put('/lines/:line/quantity/:quantity', async (c) => {
    const quantity = quantityParam(c.req.param('quantity'), { allowZero: true });
    return replyAfterStock(c, await setLineQuantity(c.get('api'), c.req.param('line'), quantity));
  })
  .post('/lines/:line/quantity/:quantity', async (c) => {
    const api = c.get('api');
    const add = quantityParam(c.req.param('quantity'));
    const { found } = await lineOf(api, c.req.param('line'));
    const target = Math.min(found.quantity + add, MAX_LINE_QUANTITY);
    return replyAfterStock(c, await setLineQuantity(api, found.line, target));
  })
  .delete('/lines/:line/quantity/:quantity', async (c) => {
    const api = c.get('api');
    const remove = quantityParam(c.req.param('quantity'));
    const { found } = await lineOf(api, c.req.param('line'));
    await setLineQuantity(api, found.line, Math.max(0, found.quantity - remove));
    return respond(c, await selectionEnvelope(api));
  })
  .put('/items', async (c) => {
    const api = c.get('api');
    requireSavedSession(api);
    const body = await readBody(c.req.raw, batchBody);
    if (!body.lines.length && !body.items.length) {
      throw new ApiFailure(400, { body: 'lines or items required' });
    }
    const errors: Record<string, string> = {};
    const statuses: number[] = [];
    const unavailable: Unavailable[] = [];
    const existing = api.session.selectionId
      ? await loadLines(api.db, api.session.selectionId)
      : [];
    for (const [index, op] of body.lines.entries()) {
      try {
        const result = await setLineQuantity(api, op.line, op.quantity);
        if (result) unavailable.push(result.unavailable);
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        errors[`lines.${index}`] = Object.values(error.errors).join('; ');
        statuses.push(error.status);
      }
    }
    for (const [index, op] of body.items.entries()) {
      try {
        if (existing.some((line) => line.item === op.item)) {
          throw new ApiFailure(406, { item: 'already in the selection: change its line instead' });
        }
        const result = await addItem(api, op.item, op.quantity, {});
        if (result) unavailable.push(result.unavailable);
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        errors[`items.${index}`] = Object.values(error.errors).join('; ');
        statuses.push(error.status);
      }
    }
    const envelope = await selectionEnvelope(api);
    const extra = unavailable.length ? { unavailable } : {};
    const failed = statuses.length;
    if (!failed) return respond(c, { ...envelope, ...extra });
    // All operations failed: the status of the first failure; some succeeded: 200 with errors.
    const total = body.lines.length + body.items.length;
    const status = failed === total ? (statuses[0] as ApiFailure['status']) : 200;
    return respond(c, { ...envelope, ...extra, errors }, status);
  });
