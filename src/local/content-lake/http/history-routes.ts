import { Hono } from 'hono';
import type { ContentDocument } from '../content-document';
import { wholeValueEffects } from '../listen/whole-value-effects';
import type { LakeTransaction } from '../store/lake-store';
import { datasetNotFound, editorOnly, type LakeApiOptions, type LakeEnv } from './lake-context';

const MAX_TRANSACTIONS = 1000;

/** One transaction as a history line: who, when, and each document's effects. */
function historyLine(transaction: LakeTransaction, excludeContent: boolean) {
  return {
    id: transaction.id,
    timestamp: transaction.timestamp,
    author: transaction.author,
    documentIDs: transaction.changes.map((change) => change.id),
    effects: Object.fromEntries(
      transaction.changes.map((change) => [
        change.id,
        wholeValueEffects(change.before, change.after),
      ]),
    ),
    ...(excludeContent ? {} : { mutations: transaction.mutations }),
  };
}

/** The transactions between two ids (both included), oldest first, as the history API cuts them. */
function between(
  transactions: LakeTransaction[],
  from: string | undefined,
  to: string | undefined,
) {
  const start = from ? transactions.findIndex((entry) => entry.id === from) : 0;
  const endIndex = to
    ? transactions.findIndex((entry) => entry.id === to)
    : transactions.length - 1;
  return transactions.slice(Math.max(0, start), endIndex < 0 ? transactions.length : endIndex + 1);
}

/** The Studio's document history: its transactions, and a document as it was at a revision. */
export function historyRoutes(options: LakeApiOptions) {
  const routes = new Hono<LakeEnv>();

  routes.get(
    '/history/:dataset/events/documents/:id',
    (c) => editorOnly(c) ?? c.json({ events: {}, nextCursor: '' }),
  );

  routes.get('/history/:dataset/transactions/:ids', async (c) => {
    const refusal = editorOnly(c);
    if (refusal) return refusal;
    if (!options.lake.datasetNames.includes(c.req.param('dataset')))
      return datasetNotFound(c, options.projectId);
    const ids = c.req.param('ids').split(',').filter(Boolean);
    let transactions = between(
      await options.lake.history(c.req.param('dataset'), ids),
      c.req.query('fromTransaction') || undefined,
      c.req.query('toTransaction') || undefined,
    );
    if (c.req.query('reverse') === 'true') transactions = transactions.reverse();
    const limit = Math.min(
      Number(c.req.query('limit') ?? MAX_TRANSACTIONS) || MAX_TRANSACTIONS,
      MAX_TRANSACTIONS,
    );
    const excludeContent = c.req.query('excludeContent') === 'true';
    const lines = transactions
      .slice(0, limit)
      .map((entry) => JSON.stringify(historyLine(entry, excludeContent)));
    c.header('Content-Type', 'application/x-ndjson');
    return c.body(lines.map((line) => `${line}\n`).join(''));
  });

  routes.get('/history/:dataset/documents/:ids', async (c) => {
    const refusal = editorOnly(c);
    if (refusal) return refusal;
    const dataset = c.req.param('dataset');
    const state = await options.lake.current(dataset);
    if (!state) return datasetNotFound(c, options.projectId);
    const revision = c.req.query('revision');
    const time = c.req.query('time');
    const documents: ContentDocument[] = [];
    for (const id of c.req.param('ids').split(',').filter(Boolean)) {
      const current = state.dataset.get(id);
      const history = await options.lake.history(dataset, [id]);
      const afterOf = (entry: LakeTransaction) =>
        entry.changes.find((change) => change.id === id)?.after ?? null;
      let found: ContentDocument | null | undefined;
      if (revision) {
        const made = history.find((entry) => entry.id === revision);
        found = current?._rev === revision ? current : made ? afterOf(made) : undefined;
        // Before its first transaction here a document is as the seed gave it.
        if (!found) found = history[0]?.changes.find((change) => change.id === id)?.before;
      } else if (time) {
        const upTo = history.filter((entry) => entry.timestamp <= time);
        const last = upTo.at(-1);
        found = last
          ? afterOf(last)
          : (history[0]?.changes.find((change) => change.id === id)?.before ?? current);
      } else {
        found = current;
      }
      if (found) documents.push(found);
    }
    return c.json({ documents });
  });

  return routes;
}
