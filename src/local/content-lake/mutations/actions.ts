import { z } from 'zod';
import type { ContentDataset } from '../content-dataset';
import { DRAFT_PREFIX, type ContentDocument } from '../content-document';
import { MutationFailure } from './apply-mutations';
import type { LakeMutation } from './mutation-schema';

const id = z.string().min(1).max(200);
const attributes = z.looseObject({ _type: z.string().min(1), _id: id.optional() });

/** The document actions the Studio sends to `POST /data/actions/{dataset}`. */
const actionSchema = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: id,
    attributes,
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: id,
    publishedId: id,
    patch: z.record(z.string(), z.unknown()),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: id,
    publishedId: id,
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: id,
    publishedId: id,
  }),
  z.object({
    actionType: z.literal('sanity.action.document.discard'),
    draftId: id,
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: id,
    includeDrafts: z.array(id).optional(),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: id,
    attributes,
  }),
  z.object({ actionType: z.literal('sanity.action.document.version.discard'), versionId: id }),
]);

export const actionsBodySchema = z.object({
  actions: z.array(actionSchema).min(1, 'A request needs at least one action').max(1000),
  transactionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  skipCrossDatasetReferenceValidation: z.boolean().optional(),
});

export type LakeAction = z.infer<typeof actionSchema>;

/** A document's own fields: the lake stamps revision and times on what it writes. */
const omitSystem = (doc: ContentDocument): ContentDocument => {
  const { _rev: _rev, _createdAt: _created, _updatedAt: _updated, ...rest } = doc;
  return rest;
};

/**
 * The mutations an action stands for, as the Content Lake carries it out: publishing copies
 * the draft over the published document and removes the draft; unpublishing keeps the text
 * as a draft; editing a published document without a draft first makes the draft from it.
 */
export function mutationsForActions(
  dataset: ContentDataset,
  actions: readonly LakeAction[],
): LakeMutation[] {
  const mutations: LakeMutation[] = [];
  actions.forEach((action, index) => {
    const fail = (description: string, documentId?: string): never => {
      throw new MutationFailure([
        {
          index,
          error: { type: 'actionError', description, ...(documentId ? { id: documentId } : {}) },
        },
      ]);
    };
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const document = {
          ...action.attributes,
          _id: action.attributes._id ?? `${DRAFT_PREFIX}${action.publishedId}`,
        };
        mutations.push(
          action.ifExists === 'ignore' ? { createIfNotExists: document } : { create: document },
        );
        break;
      }
      case 'sanity.action.document.edit': {
        if (!dataset.get(action.draftId)) {
          const published = dataset.get(action.publishedId);
          if (!published)
            fail(
              `Cannot edit "${action.publishedId}": neither it nor its draft exists`,
              action.draftId,
            );
          else
            mutations.push({
              createIfNotExists: { ...omitSystem(published), _id: action.draftId },
            });
        }
        mutations.push({ patch: { ...action.patch, id: action.draftId } } as LakeMutation);
        break;
      }
      case 'sanity.action.document.publish': {
        const draft = dataset.get(action.draftId);
        const published = dataset.get(action.publishedId);
        if (!draft) fail(`There is no draft of "${action.publishedId}" to publish`, action.draftId);
        if (action.ifDraftRevisionId && draft?._rev !== action.ifDraftRevisionId) {
          fail(`The draft of "${action.publishedId}" changed since it was read`, action.draftId);
        }
        if (action.ifPublishedRevisionId && published?._rev !== action.ifPublishedRevisionId) {
          fail(
            `"${action.publishedId}" was published by someone else since it was read`,
            action.publishedId,
          );
        }
        if (draft) {
          mutations.push(
            { createOrReplace: { ...omitSystem(draft), _id: action.publishedId } },
            { delete: { id: action.draftId } },
          );
        }
        break;
      }
      case 'sanity.action.document.unpublish': {
        const published = dataset.get(action.publishedId);
        if (!published) fail(`"${action.publishedId}" is not published`, action.publishedId);
        else {
          mutations.push(
            { createIfNotExists: { ...omitSystem(published), _id: action.draftId } },
            { delete: { id: action.publishedId } },
          );
        }
        break;
      }
      case 'sanity.action.document.discard':
        if (!dataset.get(action.draftId))
          fail(`There is no draft "${action.draftId}" to discard`, action.draftId);
        mutations.push({ delete: { id: action.draftId } });
        break;
      case 'sanity.action.document.delete':
        for (const target of [action.publishedId, ...(action.includeDrafts ?? [])])
          mutations.push({ delete: { id: target } });
        break;
      case 'sanity.action.document.replaceDraft':
        mutations.push({
          createOrReplace: {
            ...action.attributes,
            _id: action.attributes._id ?? `${DRAFT_PREFIX}${action.publishedId}`,
          },
        });
        break;
      case 'sanity.action.document.version.discard':
        mutations.push({ delete: { id: action.versionId } });
        break;
    }
  });
  return mutations;
}
