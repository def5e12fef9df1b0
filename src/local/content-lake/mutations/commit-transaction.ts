import type { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';
import { newRevisionId, type LakeStore, type LakeTransaction } from '../store/lake-store';
import { applyMutations, type MutationResult } from './apply-mutations';
import type { LakeMutation } from './mutation-schema';

/** Writers that started from the same state retry on the newer one; past this, it is a 409. */
const ATTEMPTS = 5;

export interface CommittedTransaction {
  transaction: LakeTransaction;
  results: MutationResult[];
  documents: Map<string, ContentDocument | null>;
}

export class DatasetNotFound extends Error {}
export class TransactionConflict extends Error {}

/**
 * Applies mutations (or the mutations actions stand for) to the dataset as it stands and
 * commits them as one transaction. When
 * another writer commits in between, the mutations are applied again to the newer state
 * (an `ifRevisionID` then fails as it should). A dry run applies and commits nothing.
 */
export async function commitTransaction(
  lake: LakeStore,
  datasetName: string,
  mutationsOrActions: readonly LakeMutation[] | ((dataset: ContentDataset) => LakeMutation[]),
  options: { author: string; transactionId?: string | undefined; dryRun?: boolean },
): Promise<CommittedTransaction> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const state = await lake.current(datasetName);
    if (!state) throw new DatasetNotFound(datasetName);
    // Actions become mutations on the state they apply to, so a retry decides again.
    const mutations =
      typeof mutationsOrActions === 'function'
        ? mutationsOrActions(state.dataset)
        : mutationsOrActions;
    const transaction = {
      id: options.transactionId ?? newRevisionId(),
      timestamp: new Date().toISOString(),
      author: options.author,
      mutations: [...mutations],
    };
    const applied = await applyMutations(state.dataset, mutations, transaction);
    const full = { ...transaction, changes: applied.changes };
    if (options.dryRun || applied.changes.length === 0) {
      return {
        transaction: { ...full, seq: state.seq },
        results: applied.results,
        documents: applied.documents,
      };
    }
    if (await lake.commit(datasetName, state, full)) {
      return {
        transaction: { ...full, seq: state.seq + 1 },
        results: applied.results,
        documents: applied.documents,
      };
    }
  }
  throw new TransactionConflict(`The dataset "${datasetName}" kept changing; try again`);
}
