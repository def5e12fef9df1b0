import type { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';

/** One dataset as it stands after a transaction: what queries read and mutations start from. */
export interface LakeState {
  /** The sequence number of the last transaction (0: the seed). */
  seq: number;
  /** That transaction's id: Sanity's "transaction id", the listener's event id. */
  transactionId: string;
  dataset: ContentDataset;
}

/** What a transaction did to one document: `null` before (created) or after (deleted). */
export interface DocumentChange {
  id: string;
  before: ContentDocument | null;
  after: ContentDocument | null;
}

export interface LakeTransaction {
  id: string;
  seq: number;
  timestamp: string;
  /** The user id of the editor (or the service) who committed it. */
  author: string;
  /** The mutations as they were submitted. */
  mutations: unknown[];
  changes: DocumentChange[];
}

/**
 * Where the lake keeps its datasets: D1 in the worker, memory where there is no database
 * (the bench renders in Node). Writers are optimistic: a commit names the state it started
 * from and is refused when another transaction came first.
 */
export interface LakeStore {
  readonly datasetNames: readonly string[];
  /** The dataset as it stands now; undefined for a dataset the lake does not have. */
  current(dataset: string): Promise<LakeState | undefined>;
  /** Commits `transaction` on `base`; false when another transaction was committed since. */
  commit(
    dataset: string,
    base: LakeState,
    transaction: Omit<LakeTransaction, 'seq'>,
  ): Promise<boolean>;
  /** The transactions after `seq`, oldest first: what a listener has not seen yet. */
  since(dataset: string, seq: number): Promise<LakeTransaction[]>;
  /** The transactions that changed any of `ids`, oldest first, for the Studio's history. */
  history(dataset: string, ids: readonly string[]): Promise<LakeTransaction[]>;
  /** Stores an uploaded file under its path. */
  putFile(dataset: string, path: string, mimeType: string, bytes: Uint8Array): Promise<void>;
  /** An uploaded file, or undefined. */
  file(
    dataset: string,
    path: string,
  ): Promise<{ mimeType: string; bytes: Uint8Array<ArrayBuffer> } | undefined>;
}

const REVISION_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A revision or transaction id shaped as the Content Lake's: 22 random letters and digits. */
export function newRevisionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  let id = '';
  for (const byte of bytes) id += REVISION_ALPHABET[byte % REVISION_ALPHABET.length];
  return id;
}
