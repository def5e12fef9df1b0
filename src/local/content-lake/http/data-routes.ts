import { ClientError, ServerError } from '@sanity/client';
import { Hono } from 'hono';
import type { ContentDocument } from '../content-document';
import { isPrivateId } from '../content-document';
import { listenStream } from '../listen/listen-stream';
import { actionsBodySchema, mutationsForActions } from '../mutations/actions';
import { MutationFailure } from '../mutations/apply-mutations';
import {
  commitTransaction,
  DatasetNotFound,
  TransactionConflict,
  type CommittedTransaction,
} from '../mutations/commit-transaction';
import { mutateBodySchema, type LakeMutation } from '../mutations/mutation-schema';
import { createContentLakeHandler } from '../query-handler';
import type { ContentDataset } from '../content-dataset';
import {
  datasetNotFound,
  editorOnly,
  lakeErrorBody,
  type LakeApiOptions,
  type LakeContext,
  type LakeEnv,
} from './lake-context';
import { LOCAL_EDITOR } from './local-editor';

/** A listener looks for new transactions this often. */
const LISTEN_POLL_MS = 500;

/**
 * A browser opens at most six HTTP/1.1 connections to a host (Sanity's API speaks HTTP/2),
 * and the Studio keeps eight or more listeners: held open, they would leave no connection for
 * its reads and writes. The two whose reconnection the Studio shows the editor (the open
 * document's and the open list's) stay open; every other listener answers what is new, closes
 * within a moment and is reconnected a few seconds later, resuming from its last event.
 */
const HELD_LISTENERS = new Set([
  'sanity.studio.document.pair.listen',
  'sanity.studio.listen-search-query',
]);
const HELD_MS = 10 * 60 * 1000;
const BRIEF_MS = 400;
const BRIEF_RETRY_MS = 3000;

function invalid(
  c: LakeContext,
  kind: string,
  error: { issues: { message: string; path: PropertyKey[] }[] },
) {
  const issue = error.issues[0];
  return c.json(
    lakeErrorBody(
      400,
      `Invalid ${kind}: ${issue?.message ?? 'unreadable'} at ${issue?.path.join('.') ?? ''}`,
      'validationError',
    ),
    400,
  );
}

/** Queries, documents by id, mutations, actions and the listener: `/data/…/{dataset}`. */
export function dataRoutes(options: LakeApiOptions) {
  const routes = new Hono<LakeEnv>();
  const queries = createContentLakeHandler({
    projectId: options.projectId,
    lake: options.lake,
    readToken: options.readToken,
    editorToken: options.editorToken,
  });

  /** Commits, then tells the shop what was published (Sanity's webhook, which translates). */
  async function commit(
    c: LakeContext,
    work: readonly LakeMutation[] | ((dataset: ContentDataset) => LakeMutation[]),
    transactionId: string | undefined,
  ): Promise<CommittedTransaction> {
    const dataset = c.req.param('dataset') ?? '';
    const dryRun = c.req.query('dryRun') === 'true';
    const committed = await commitTransaction(options.lake, dataset, work, {
      author: LOCAL_EDITOR.id,
      transactionId,
      dryRun,
    });
    if (dryRun || committed.transaction.changes.length === 0) return committed;
    const published = committed.transaction.changes.filter((change) => !isPrivateId(change.id));
    if (published.length > 0) await options.onPublished(published);
    return committed;
  }

  const refused = (c: LakeContext, error: unknown) => {
    if (error instanceof DatasetNotFound) return datasetNotFound(c, options.projectId);
    if (error instanceof MutationFailure) {
      const type = error.items[0]?.error.type === 'actionError' ? 'actionError' : 'mutationError';
      return c.json({ error: { type, description: error.message, items: error.items } }, 409);
    }
    if (error instanceof TransactionConflict)
      return c.json(lakeErrorBody(409, error.message, 'conflictError'), 409);
    throw error;
  };

  // The Studio's check that a dataset answers.
  routes.get('/ping/:dataset', (c) =>
    options.lake.datasetNames.includes(c.req.param('dataset'))
      ? c.text('PONG')
      : datasetNotFound(c, options.projectId),
  );

  routes.on(['GET', 'POST'], '/query/:dataset', async (c) => {
    const body = c.req.method === 'POST' ? await c.req.json().catch(() => undefined) : undefined;
    try {
      const request = {
        url: c.req.url,
        method: c.req.method,
        headers: { authorization: c.req.header('authorization') },
        query: Object.fromEntries(new URL(c.req.url).searchParams),
        body,
      };
      return c.json(await queries(request as never, (() => undefined) as never));
    } catch (error) {
      if (error instanceof ClientError || error instanceof ServerError) {
        return c.json(error.response.body as object, error.statusCode as 400);
      }
      throw error;
    }
  });

  routes.get('/doc/:dataset/:ids', async (c) => {
    const state = await options.lake.current(c.req.param('dataset'));
    if (!state) return datasetNotFound(c, options.projectId);
    const authenticated = c.get('caller') !== 'anonymous';
    const excludeContent = c.req.query('excludeContent') === 'true';
    const documents: ContentDocument[] = [];
    const omitted: { id: string; reason: 'existence' | 'permission' }[] = [];
    for (const id of c.req.param('ids').split(',').filter(Boolean)) {
      const doc = state.dataset.get(id);
      if (!authenticated && isPrivateId(id)) omitted.push({ id, reason: 'permission' });
      else if (!doc) omitted.push({ id, reason: 'existence' });
      else
        documents.push(excludeContent ? { _id: doc._id, _type: doc._type, _rev: doc._rev } : doc);
    }
    return c.json({ documents, omitted });
  });

  routes.post('/mutate/:dataset', async (c) => {
    const refusal = editorOnly(c);
    if (refusal) return refusal;
    const parsed = mutateBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return invalid(c, 'mutation', parsed.error);
    try {
      const committed = await commit(
        c,
        parsed.data.mutations,
        parsed.data.transactionId ?? c.req.query('transactionId'),
      );
      const returnDocuments = c.req.query('returnDocuments') === 'true';
      return c.json({
        transactionId: committed.transaction.id,
        results: committed.results.map((result) => ({
          id: result.id,
          operation: result.operation,
          ...(returnDocuments ? { document: committed.documents.get(result.id) ?? undefined } : {}),
        })),
      });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.post('/actions/:dataset', async (c) => {
    const refusal = editorOnly(c);
    if (refusal) return refusal;
    const parsed = actionsBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return invalid(c, 'action', parsed.error);
    try {
      const committed = await commit(
        c,
        (dataset) => mutationsForActions(dataset, parsed.data.actions),
        parsed.data.transactionId,
      );
      return c.json({ transactionId: committed.transaction.id });
    } catch (error) {
      return refused(c, error);
    }
  });

  routes.get('/listen/:dataset', async (c) => {
    const state = await options.lake.current(c.req.param('dataset'));
    if (!state) return datasetNotFound(c, options.projectId);
    const search = new URL(c.req.url).searchParams;
    const query = search.get('query');
    if (!query)
      return c.json(lakeErrorBody(400, 'Missing "query" in request', 'httpBadRequest'), 400);
    const params: Record<string, unknown> = {};
    try {
      for (const [key, value] of search)
        if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    } catch {
      return c.json(lakeErrorBody(400, 'A listener parameter is not JSON', 'httpBadRequest'), 400);
    }
    // A reconnecting client names the last event it saw (query or header): it resumes there.
    const lastEventId = Number(
      search.get('lastEventId') ?? c.req.header('last-event-id') ?? Number.NaN,
    );
    // Only a listener that asked for resuming gets `welcomeback`; any other starts again.
    const resumed =
      search.get('enableResume') === 'true' &&
      Number.isInteger(lastEventId) &&
      lastEventId >= 0 &&
      lastEventId <= state.seq;
    const stream = listenStream(
      options.lake,
      c.req.param('dataset'),
      resumed ? lastEventId : state.seq,
      {
        query,
        params,
        includeResult: search.get('includeResult') !== 'false',
        includePreviousRevision: search.get('includePreviousRevision') === 'true',
        effectFormat: search.get('effectFormat') === 'mendoza' ? 'mendoza' : undefined,
        events: new Set((search.get('events') ?? 'welcome,mutation').split(',')),
        authenticated: c.get('caller') !== 'anonymous',
        pollMs: options.listenPollMs ?? LISTEN_POLL_MS,
        holdMs: HELD_LISTENERS.has(search.get('tag') ?? '')
          ? HELD_MS
          : (options.listenHoldMs ?? BRIEF_MS),
        retryMs: BRIEF_RETRY_MS,
        resumed,
      },
    );
    c.header('Content-Type', 'text/event-stream');
    c.header('Cache-Control', 'no-cache');
    return c.body(stream);
  });

  return routes;
}
