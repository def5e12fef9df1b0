import { Mutation } from '@sanity/mutator';
import { evaluate, parse } from 'groq-js';
import type { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';
import { newRevisionId, type DocumentChange } from '../store/lake-store';
import type { LakeMutation, PatchMutation } from './mutation-schema';

type Operation = 'create' | 'update' | 'delete';

export interface MutationResult {
  id: string;
  operation: Operation;
}

export interface MutationErrorItem {
  index: number;
  error: { type: string; description: string; id?: string };
}

/** A transaction the lake refuses as a whole: nothing of it is written (409, as online). */
export class MutationFailure extends Error {
  constructor(readonly items: MutationErrorItem[]) {
    super(`The mutation(s) failed: ${items.map((item) => item.error.description).join('; ')}`);
  }
}

export interface AppliedTransaction {
  changes: DocumentChange[];
  results: MutationResult[];
  /** The documents after the transaction, by id (null: deleted). */
  documents: Map<string, ContentDocument | null>;
}

/**
 * Applies a transaction's mutations in order to a dataset, as the Content Lake does: every
 * document the transaction touches gets the transaction id as its `_rev` and its time as
 * `_updatedAt`; the first mutation that cannot apply fails the whole transaction.
 */
export async function applyMutations(
  dataset: ContentDataset,
  mutations: readonly LakeMutation[],
  transaction: { id: string; timestamp: string },
): Promise<AppliedTransaction> {
  const working = new Map<string, ContentDocument | null>();
  const results: MutationResult[] = [];
  const read = (id: string) => (working.has(id) ? working.get(id) : dataset.get(id)) ?? null;
  const stamp = (doc: ContentDocument, createdAt?: unknown): ContentDocument => ({
    ...doc,
    _createdAt: createdAt ?? transaction.timestamp,
    _updatedAt: transaction.timestamp,
    _rev: transaction.id,
  });
  const record = (id: string, operation: Operation) => {
    if (!results.some((result) => result.id === id)) results.push({ id, operation });
  };

  const selected = async (
    selection: { id: string } | { query: string; params?: Record<string, unknown> | undefined },
  ): Promise<string[]> => {
    if ('id' in selection) return [selection.id];
    const documents = [
      ...new Map([...dataset.documents.map((doc) => [doc._id, doc] as const), ...working]).values(),
    ].filter((doc): doc is ContentDocument => doc !== null);
    const value = await evaluate(parse(selection.query, { params: selection.params ?? {} }), {
      dataset: documents,
      params: selection.params ?? {},
    });
    const found = (await value.get()) as unknown;
    const list = Array.isArray(found) ? found : [found];
    return list.flatMap((doc) =>
      doc && typeof (doc as ContentDocument)._id === 'string' ? [(doc as ContentDocument)._id] : [],
    );
  };

  for (const [index, mutation] of mutations.entries()) {
    const fail = (type: string, description: string, id?: string): never => {
      throw new MutationFailure([{ index, error: { type, description, ...(id ? { id } : {}) } }]);
    };
    if (mutation.create) {
      const requested = mutation.create._id;
      const id =
        requested === undefined
          ? newRevisionId()
          : requested.endsWith('.')
            ? `${requested}${newRevisionId()}`
            : requested;
      if (read(id)) fail('documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
      working.set(id, stamp({ ...mutation.create, _id: id }));
      record(id, 'create');
    } else if (mutation.createOrReplace) {
      const { _id: id } = mutation.createOrReplace;
      const existing = read(id);
      working.set(id, stamp(mutation.createOrReplace, existing?._createdAt));
      record(id, existing ? 'update' : 'create');
    } else if (mutation.createIfNotExists) {
      const { _id: id } = mutation.createIfNotExists;
      if (!read(id)) {
        working.set(id, stamp(mutation.createIfNotExists));
        record(id, 'create');
      }
    } else if (mutation.delete) {
      for (const id of await selected(mutation.delete)) {
        if (!read(id)) continue;
        working.set(id, null);
        record(id, 'delete');
      }
    } else if (mutation.patch) {
      const ids = await selected(mutation.patch);
      for (const id of ids) {
        const existing = read(id);
        if (!existing) {
          fail(
            'documentNotFoundError',
            `Cannot modify document "${id}": the document does not exist`,
            id,
          );
          continue;
        }
        const expected = mutation.patch.ifRevisionID;
        if (expected !== undefined && existing._rev !== expected) {
          fail(
            'documentRevisionIdMismatchError',
            `Document "${id}" has unexpected revision ID ("${String(existing._rev)}"), expected "${expected}"`,
            id,
          );
        }
        const patched = patchDocument(existing, { ...mutation.patch, id });
        working.set(id, stamp({ ...patched, _id: id, _type: existing._type }, existing._createdAt));
        record(id, 'update');
      }
    }
  }

  const changes: DocumentChange[] = [];
  for (const [id, after] of working) {
    const before = dataset.get(id) ?? null;
    if (before !== null || after !== null) changes.push({ id, before, after });
  }
  return { changes, results, documents: working };
}

/** A patch's operations applied in the order the Content Lake applies them, by @sanity/mutator. */
function patchDocument(document: ContentDocument, patch: PatchMutation & { id: string }) {
  const { ifRevisionID: _ignored, ...operations } = patch as PatchMutation & {
    id: string;
    ifRevisionID?: string;
  };
  const next = new Mutation({ mutations: [{ patch: operations as never }] }).apply(
    document as never,
  ) as ContentDocument | null;
  return next ?? document;
}
