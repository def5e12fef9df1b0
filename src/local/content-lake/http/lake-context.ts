import type { Context } from 'hono';
import type { DocumentChange, LakeStore } from '../store/lake-store';
import type { LakeCaller } from './local-editor';

export interface LakeApiOptions {
  lake: LakeStore;
  projectId: string;
  /** The local editor's token: reads drafts, writes. */
  editorToken: string;
  /** The shop's preview token: reads drafts. */
  readToken: string;
  /** Where uploaded and seed images are served (`/media` on the shop's own host). */
  mediaBaseUrl: string;
  /**
   * Told of every committed change to a published document (the webhook Sanity would send;
   * the shop's answer to it translates), before the transaction is answered.
   */
  onPublished: (changes: DocumentChange[]) => Promise<void>;
  /** Origins allowed to call with the editor's credentials (the Studio's). */
  allowOrigin: (origin: string) => boolean;
  /** How often a listener looks for new transactions. */
  listenPollMs?: number;
  /** How long a listener the Studio does not watch stays open before it reconnects and resumes. */
  listenHoldMs?: number;
}

export type LakeEnv = { Variables: { caller: LakeCaller } };
export type LakeContext = Context<LakeEnv>;

/** An error body as the Content Lake writes it. */
export function lakeErrorBody(status: number, description: string, type: string) {
  return { error: { description, type }, statusCode: status };
}

export function datasetNotFound(c: LakeContext, projectId: string) {
  return c.json(
    lakeErrorBody(
      404,
      `Dataset "${c.req.param('dataset') ?? ''}" not found for project ID "${projectId}"`,
      'httpNotFound',
    ),
    404,
  );
}

export const editorOnly = (c: LakeContext) =>
  c.get('caller') === 'editor'
    ? undefined
    : c.json(
        lakeErrorBody(
          401,
          'This needs the editor token (SANITY_LOCAL_EDITOR_TOKEN) as a Bearer token',
          'authorizationError',
        ),
        401,
      );
