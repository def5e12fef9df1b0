import { ClientError, ServerError } from '@sanity/client';
import { Hono, type Context } from 'hono';
import type { ContentDocument } from '../content-document';
import { isPrivateId } from '../content-document';
import { listenStream } from '../listen/listen-stream';
import { MutationFailure } from '../mutations/apply-mutations';
import {
  commitTransaction,
  DatasetNotFound,
  TransactionConflict,
} from '../mutations/commit-transaction';
import { mutateBodySchema } from '../mutations/mutation-schema';
import { createContentLakeHandler } from '../query-handler';
import type { DocumentChange, LakeStore } from '../store/lake-store';
import { lakeCors } from './lake-cors';
import { callerOf, LOCAL_EDITOR, type LakeCaller } from './local-editor';

export interface LakeApiOptions {
  lake: LakeStore;
  projectId: string;
  /** The local editor's token: reads drafts, writes. */
  editorToken: string;
  /** The shop's preview token: reads drafts. */
  readToken: string;
  /** Told of every committed change to a published document (the webhook Sanity would send). */
  onPublished: (changes: DocumentChange[]) => Promise<void>;
  /** Origins allowed to call with the editor's credentials (the Studio's). */
  allowOrigin: (origin: string) => boolean;
  /** How often a listener looks for other isolates' commits. */
  listenPollMs?: number;
}

type LakeEnv = { Variables: { caller: LakeCaller } };

function lakeErrorBody(status: number, description: string, type: string) {
  return { error: { description, type }, statusCode: status };
}

const VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

/**
 * The part of Sanity's HTTP API the Studio and @sanity/client use, answered by the embedded
 * lake: on the lake's own host (`local.localhost:8787` in development), paths as Sanity's.
 */
export function createLakeApi(options: LakeApiOptions) {
  const queries = createContentLakeHandler({
    projectId: options.projectId,
    lake: options.lake,
    readToken: options.readToken,
    editorToken: options.editorToken,
  });
  const app = new Hono<LakeEnv>();

  app.use(lakeCors(options.allowOrigin));
  app.use(async (c, next) => {
    const caller = callerOf(c.req.header('authorization'), options);
    if (caller === 'invalid') {
      return c.json({ statusCode: 401, error: 'Unauthorized', message: 'Session not found' }, 401);
    }
    c.set('caller', caller);
    await next();
  });

  app.get('/ping', (c) => c.text('PONG'));

  const api = new Hono<LakeEnv>();
  api.get('/ping', (c) => c.text('PONG'));

  // Sanity answers an anonymous caller with an empty object, not an error: the Studio then
  // shows its sign-in screen.
  api.get('/users/me', (c) => c.json(c.get('caller') === 'editor' ? LOCAL_EDITOR : {}));

  api.get('/projects/:projectId', (c) => {
    if (c.req.param('projectId') !== options.projectId) {
      return c.json(lakeErrorBody(404, 'Project not found', 'httpNotFound'), 404);
    }
    return c.json({
      id: options.projectId,
      displayName: 'Embedded content lake',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: { color: '#2b6cb0', externalStudioHost: null },
      members: [
        {
          id: LOCAL_EDITOR.id,
          role: 'administrator',
          roles: LOCAL_EDITOR.roles,
          isCurrentUser: c.get('caller') === 'editor',
          isRobot: false,
        },
      ],
      features: [],
      pendingInvites: 0,
    });
  });

  api.get('/projects/:projectId/datasets', (c) =>
    c.json(options.lake.datasetNames.map((name) => ({ name, aclMode: 'public' }))),
  );

  api.on(['GET', 'POST'], '/data/query/:dataset', async (c) => {
    const body = c.req.method === 'POST' ? await c.req.json().catch(() => undefined) : undefined;
    try {
      const result = await queries(
        {
          url: c.req.url,
          method: c.req.method,
          headers: { authorization: c.req.header('authorization') },
          query: Object.fromEntries(new URL(c.req.url).searchParams),
          body,
        } as never,
        (() => undefined) as never,
      );
      return c.json(result);
    } catch (error) {
      if (error instanceof ClientError || error instanceof ServerError) {
        return c.json(error.response.body as object, error.statusCode as 400);
      }
      throw error;
    }
  });

  api.get('/data/doc/:dataset/:ids', async (c) => {
    const state = await options.lake.current(c.req.param('dataset'));
    if (!state) return datasetNotFound(c, options.projectId);
    const authenticated = c.get('caller') !== 'anonymous';
    const documents: ContentDocument[] = [];
    const omitted: { id: string; reason: 'existence' | 'permission' }[] = [];
    for (const id of c.req.param('ids').split(',').filter(Boolean)) {
      const doc = state.dataset.get(id);
      if (!authenticated && isPrivateId(id)) omitted.push({ id, reason: 'permission' });
      else if (!doc) omitted.push({ id, reason: 'existence' });
      else documents.push(doc);
    }
    return c.json({ documents, omitted });
  });

  api.post('/data/mutate/:dataset', async (c) => {
    if (c.get('caller') !== 'editor') {
      return c.json(
        lakeErrorBody(
          401,
          'Mutations need the editor token (SANITY_LOCAL_EDITOR_TOKEN) as a Bearer token',
          'authorizationError',
        ),
        401,
      );
    }
    const parsed = mutateBodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return c.json(
        lakeErrorBody(
          400,
          `Invalid mutation: ${issue?.message ?? 'not a transaction'} at ${issue?.path.join('.') ?? ''}`,
          'validationError',
        ),
        400,
      );
    }
    const query = new URL(c.req.url).searchParams;
    try {
      const committed = await commitTransaction(
        options.lake,
        c.req.param('dataset'),
        parsed.data.mutations,
        {
          author: LOCAL_EDITOR.id,
          transactionId: parsed.data.transactionId ?? query.get('transactionId') ?? undefined,
          dryRun: query.get('dryRun') === 'true',
        },
      );
      if (committed.transaction.changes.length > 0 && query.get('dryRun') !== 'true') {
        const published = committed.transaction.changes.filter((change) => !isPrivateId(change.id));
        if (published.length > 0) await options.onPublished(published);
      }
      const returnDocuments = query.get('returnDocuments') === 'true';
      return c.json({
        transactionId: committed.transaction.id,
        results: committed.results.map((result) => ({
          id: result.id,
          operation: result.operation,
          ...(returnDocuments ? { document: committed.documents.get(result.id) ?? undefined } : {}),
        })),
      });
    } catch (error) {
      if (error instanceof DatasetNotFound) return datasetNotFound(c, options.projectId);
      if (error instanceof MutationFailure) {
        return c.json(
          { error: { type: 'mutationError', description: error.message, items: error.items } },
          409,
        );
      }
      if (error instanceof TransactionConflict)
        return c.json(lakeErrorBody(409, error.message, 'conflictError'), 409);
      throw error;
    }
  });

  api.get('/data/listen/:dataset', async (c) => {
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
    const stream = listenStream(options.lake, c.req.param('dataset'), state.seq, {
      query,
      params,
      includeResult: search.get('includeResult') !== 'false',
      includePreviousRevision: search.get('includePreviousRevision') === 'true',
      effectFormat: search.get('effectFormat') === 'mendoza' ? 'mendoza' : undefined,
      events: new Set((search.get('events') ?? 'welcome,mutation').split(',')),
      authenticated: c.get('caller') !== 'anonymous',
      pollMs: options.listenPollMs ?? 1000,
    });
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        ...Object.fromEntries(c.res.headers),
      },
    });
  });

  api.all('*', (c) =>
    c.json(
      lakeErrorBody(
        404,
        `The embedded content lake does not answer ${c.req.method} ${new URL(c.req.url).pathname}`,
        'httpNotFound',
      ),
      404,
    ),
  );

  app.use('/:version/*', async (c, next) => {
    if (!VERSION.test(c.req.param('version'))) {
      return c.json(
        lakeErrorBody(400, `Unknown API version "${c.req.param('version')}"`, 'httpBadRequest'),
        400,
      );
    }
    await next();
  });
  app.route('/:version', api);
  app.all('*', (c) => c.json(lakeErrorBody(404, 'Not found', 'httpNotFound'), 404));
  return app;
}

function datasetNotFound(c: Context, projectId: string) {
  return c.json(
    lakeErrorBody(
      404,
      `Dataset "${c.req.param('dataset') ?? ''}" not found for project ID "${projectId}"`,
      'httpNotFound',
    ),
    404,
  );
}
