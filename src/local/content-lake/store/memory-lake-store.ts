import { applyChanges } from './apply-changes';
import type { LakeState, LakeStore, LakeTransaction } from './lake-store';
import type { SeedSource } from './lake-seed';

/**
 * The lake in memory, for where there is no database (the bench renders in Node) and for
 * the lake's own tests: the same contract as D1, kept for the life of the object.
 */
export class MemoryLakeStore implements LakeStore {
  private readonly states = new Map<string, LakeState>();
  private readonly log = new Map<string, LakeTransaction[]>();
  private readonly files = new Map<string, { mimeType: string; bytes: Uint8Array<ArrayBuffer> }>();

  constructor(
    private readonly seed: SeedSource,
    readonly datasetNames: readonly string[] = ['production'],
  ) {}

  async current(dataset: string): Promise<LakeState | undefined> {
    if (!this.datasetNames.includes(dataset)) return undefined;
    let state = this.states.get(dataset);
    if (!state) {
      const seed = await this.seed.load();
      state = this.states.get(dataset) ?? { seq: 0, transactionId: seed.id, dataset: seed.dataset };
      this.states.set(dataset, state);
    }
    return state;
  }

  commit(dataset: string, base: LakeState, transaction: Omit<LakeTransaction, 'seq'>) {
    const state = this.states.get(dataset);
    if (!state || state.seq !== base.seq) return Promise.resolve(false);
    const seq = base.seq + 1;
    this.states.set(dataset, {
      seq,
      transactionId: transaction.id,
      dataset: applyChanges(base.dataset, transaction.changes),
    });
    this.log.set(dataset, [...(this.log.get(dataset) ?? []), { ...transaction, seq }]);
    return Promise.resolve(true);
  }

  since(dataset: string, seq: number) {
    return Promise.resolve((this.log.get(dataset) ?? []).filter((entry) => entry.seq > seq));
  }

  history(dataset: string, ids: readonly string[]) {
    return Promise.resolve(
      (this.log.get(dataset) ?? [])
        .filter((entry) => entry.changes.some((change) => ids.includes(change.id)))
        .map((entry) => ({
          ...entry,
          changes: entry.changes.filter((change) => ids.includes(change.id)),
        })),
    );
  }

  putFile(dataset: string, path: string, mimeType: string, bytes: Uint8Array) {
    this.files.set(`${dataset}/${path}`, { mimeType, bytes: new Uint8Array(bytes) });
    return Promise.resolve();
  }

  file(dataset: string, path: string) {
    return Promise.resolve(this.files.get(`${dataset}/${path}`));
  }
}
