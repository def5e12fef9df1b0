import type { RequestHandler } from '@sanity/client';
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import { lakeError, queryParseError } from './lake-errors';
import { readLakeQuery, type ClientRequest } from './lake-request';
import { perspectiveFrom } from './perspective';
import { referencedParameters } from './query-parameters';
import type { LakeStore } from './store/lake-store';

export interface ContentLakeOptions {
  projectId: string;
  /** Where the datasets are; a query for a dataset it does not have is a 404 as online. */
  lake: LakeStore;
  /** The token that may read drafts; any other token is refused as online. */
  readToken: string;
  /** The local editor's token, which may read drafts too (the Studio reads with it). */
  editorToken?: string | undefined;
}

/**
 * The embedded Content Lake: a @sanity/client `requestHandler` that answers GROQ queries
 * in-process with groq-js, so the production client code runs unchanged with no network.
 */
export function createContentLakeHandler(options: ContentLakeOptions): RequestHandler {
  return async (request) => {
    const started = Date.now();
    const clientRequest = request as unknown as ClientRequest;
    const lakeQuery = readLakeQuery(clientRequest);
    if (!lakeQuery) {
      throw lakeError(404, clientRequest.url, {
        error: {
          description: 'The embedded content lake answers GROQ queries only',
          type: 'httpNotFound',
        },
      });
    }
    const { query, params, token, apiVersion } = lakeQuery;
    if (token !== undefined && token !== options.readToken && token !== options.editorToken) {
      throw lakeError(401, clientRequest.url, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Session not found',
      });
    }
    const state = await options.lake.current(lakeQuery.dataset);
    if (!state) {
      throw lakeError(404, clientRequest.url, {
        error: {
          description: `Dataset "${lakeQuery.dataset}" not found for project ID "${options.projectId}"`,
          type: 'httpNotFound',
        },
      });
    }

    let tree;
    try {
      tree = parse(query, { params });
    } catch (error) {
      const position = error instanceof GroqSyntaxError ? error.position : 0;
      throw queryParseError(clientRequest.url, query, (error as Error).message, position);
    }
    for (const name of referencedParameters(tree)) {
      if (!(name in params)) {
        const start = Math.max(0, query.indexOf(`$${name}`));
        throw queryParseError(
          clientRequest.url,
          query,
          `param $${name} referenced, but not provided`,
          start,
          start + name.length + 1,
        );
      }
    }

    const view = state.dataset.view(
      perspectiveFrom(lakeQuery.perspective, apiVersion),
      token !== undefined,
    );
    let result: unknown;
    try {
      const value = await evaluate(tree, {
        dataset: view.documents,
        params,
        sanity: { projectId: options.projectId, dataset: lakeQuery.dataset },
        dereference: ({ _ref }) => view.byId.get(_ref) ?? null,
      });
      result = await value.get();
    } catch (error) {
      // Evaluation errors (e.g. a function groq-js does not implement) are the query's fault.
      throw queryParseError(clientRequest.url, query, (error as Error).message, 0, query.length);
    }
    return { ms: Date.now() - started, ...(lakeQuery.returnQuery ? { query } : {}), result };
  };
}
