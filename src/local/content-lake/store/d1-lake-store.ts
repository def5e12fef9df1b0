import { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';
import { applyChanges } from './apply-changes';
import type { DocumentChange, LakeState, LakeStore, LakeTransaction } from './lake-store';
import type { LakeSeed, SeedSource } from './lake-seed';

/** D1 refuses strings over 2 MB; the seed is written in parts well under that. */
const SEED_PART_BYTES = 900_000;

interface Head {
  seq: number;
  id: string;
  /** Whether this seed's transaction is in the lake already. */
  seeded: number;
}

interface TransactionRow {
  seq: number;
  id: string;
  timestamp: string;
  author: string;
  mutations: string;
}

interface RevisionRow {
  seq: number;
  document_id: string;
  previous_body: string | null;
  body: string | null;
}

function seedParts(documents: readonly ContentDocument[]): string[] {
  const parts: string[] = [];
  let part: string[] = [];
  let size = 0;
  for (const doc of documents) {
    const json = JSON.stringify(doc);
    if (part.length > 0 && size + json.length > SEED_PART_BYTES) {
      parts.push(`[${part.join(',')}]`);
      part = [];
      size = 0;
    }
    part.push(json);
    size += json.length + 1;
  }
  if (part.length > 0) parts.push(`[${part.join(',')}]`);
  return parts;
}

const parse = (body: string | null) =>
  body === null ? null : (JSON.parse(body) as ContentDocument);

/**
 * The lake in D1: one row per document, every transaction and the revisions it made. Each
 * isolate keeps the last state it read and reads the documents again only when a newer
 * transaction is in D1 (one small query per read).
 */
export class D1LakeStore implements LakeStore {
  private readonly states = new Map<string, LakeState>();

  constructor(
    private readonly db: D1Database,
    private readonly seed: SeedSource,
    readonly datasetNames: readonly string[] = ['production'],
  ) {}

  async current(dataset: string): Promise<LakeState | undefined> {
    if (!this.datasetNames.includes(dataset)) return undefined;
    const seedId = await this.seed.id();
    let head = await this.head(dataset, seedId);
    if (!head?.seeded) {
      await this.plant(dataset, await this.seed.load(), head);
      head = await this.head(dataset, seedId);
    }
    if (!head) throw new Error(`The content lake could not seed the dataset "${dataset}"`);
    const known = this.states.get(dataset);
    if (known && known.seq === head.seq && known.transactionId === head.id) return known;
    // The isolate that planted the seed has its documents parsed already; any other reads the
    // lake's documents from D1 and never parses the seed.
    const state: LakeState =
      head.seq === 0 && head.id === seedId && this.seed.parsed()
        ? { seq: 0, transactionId: seedId, dataset: (await this.seed.load()).dataset }
        : { seq: head.seq, transactionId: head.id, dataset: await this.load(dataset) };
    this.states.set(dataset, state);
    return state;
  }

  async commit(
    dataset: string,
    base: LakeState,
    transaction: Omit<LakeTransaction, 'seq'>,
  ): Promise<boolean> {
    const seq = base.seq + 1;
    const statements = [
      // The sequence number is the primary key: a writer that started from the same state
      // as one that committed first fails here, and nothing of its batch is written.
      this.db
        .prepare(
          `INSERT INTO lake_transactions (dataset, seq, id, timestamp, author, mutations)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
        )
        .bind(
          dataset,
          seq,
          transaction.id,
          transaction.timestamp,
          transaction.author,
          JSON.stringify(transaction.mutations),
        ),
    ];
    for (const { id, before, after } of transaction.changes) {
      statements.push(
        after
          ? this.db
              .prepare(
                `INSERT OR REPLACE INTO lake_documents (dataset, id, type, rev, body) VALUES (?1, ?2, ?3, ?4, ?5)`,
              )
              .bind(dataset, id, after._type, String(after._rev), JSON.stringify(after))
          : this.db
              .prepare(`DELETE FROM lake_documents WHERE dataset = ?1 AND id = ?2`)
              .bind(dataset, id),
        this.db
          .prepare(
            `INSERT INTO lake_revisions (dataset, document_id, seq, rev, previous_rev, previous_body, body)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
          )
          .bind(
            dataset,
            id,
            seq,
            after ? String(after._rev) : transaction.id,
            before ? String(before._rev) : null,
            before ? JSON.stringify(before) : null,
            after ? JSON.stringify(after) : null,
          ),
      );
    }
    try {
      await this.db.batch(statements);
    } catch (error) {
      if (String(error).includes('UNIQUE constraint failed: lake_transactions')) return false;
      throw error;
    }
    this.states.set(dataset, {
      seq,
      transactionId: transaction.id,
      dataset: applyChanges(base.dataset, transaction.changes),
    });
    return true;
  }

  async since(dataset: string, seq: number): Promise<LakeTransaction[]> {
    const [transactions, revisions] = await this.db.batch<TransactionRow | RevisionRow>([
      this.db
        .prepare(
          `SELECT seq, id, timestamp, author, mutations FROM lake_transactions
           WHERE dataset = ?1 AND seq > ?2 ORDER BY seq`,
        )
        .bind(dataset, seq),
      this.db
        .prepare(
          `SELECT seq, document_id, previous_body, body FROM lake_revisions
           WHERE dataset = ?1 AND seq > ?2 ORDER BY seq`,
        )
        .bind(dataset, seq),
    ]);
    return this.assemble(
      (transactions?.results ?? []) as TransactionRow[],
      (revisions?.results ?? []) as RevisionRow[],
    );
  }

  async history(dataset: string, ids: readonly string[]): Promise<LakeTransaction[]> {
    const { results } = await this.db
      .prepare(
        `SELECT r.seq, r.document_id, r.previous_body, r.body, t.id, t.timestamp, t.author, t.mutations
         FROM lake_revisions r JOIN lake_transactions t ON t.dataset = r.dataset AND t.seq = r.seq
         WHERE r.dataset = ?1 AND r.document_id IN (SELECT value FROM json_each(?2)) ORDER BY r.seq`,
      )
      .bind(dataset, JSON.stringify(ids))
      .all<TransactionRow & RevisionRow>();
    const seen = new Set<number>();
    const transactions = results.filter((row) => !seen.has(row.seq) && seen.add(row.seq));
    return this.assemble(transactions, results);
  }

  async putFile(dataset: string, path: string, mimeType: string, bytes: Uint8Array) {
    await this.db
      .prepare(
        `INSERT OR IGNORE INTO lake_files (dataset, path, mime_type, bytes) VALUES (?1, ?2, ?3, ?4)`,
      )
      .bind(dataset, path, mimeType, bytes)
      .run();
  }

  async file(dataset: string, path: string) {
    const row = await this.db
      .prepare(`SELECT mime_type, bytes FROM lake_files WHERE dataset = ?1 AND path = ?2`)
      .bind(dataset, path)
      .first<{ mime_type: string; bytes: ArrayBuffer | number[] }>();
    if (!row) return undefined;
    return { mimeType: row.mime_type, bytes: new Uint8Array(row.bytes) };
  }

  private assemble(transactions: TransactionRow[], revisions: RevisionRow[]): LakeTransaction[] {
    const changes = new Map<number, DocumentChange[]>();
    for (const row of revisions) {
      const list = changes.get(row.seq) ?? [];
      list.push({ id: row.document_id, before: parse(row.previous_body), after: parse(row.body) });
      changes.set(row.seq, list);
    }
    return transactions.map((row) => ({
      seq: row.seq,
      id: row.id,
      timestamp: row.timestamp,
      author: row.author,
      mutations: JSON.parse(row.mutations) as unknown[],
      changes: changes.get(row.seq) ?? [],
    }));
  }

  private head(dataset: string, seedId: string) {
    return this.db
      .prepare(
        `SELECT seq, id, EXISTS (SELECT 1 FROM lake_transactions WHERE dataset = ?1 AND id = ?2) AS seeded
         FROM lake_transactions WHERE dataset = ?1 ORDER BY seq DESC LIMIT 1`,
      )
      .bind(dataset, seedId)
      .first<Head>();
  }

  private async load(dataset: string): Promise<ContentDataset> {
    const { results } = await this.db
      .prepare(`SELECT body FROM lake_documents WHERE dataset = ?1 ORDER BY id`)
      .bind(dataset)
      .all<{ body: string }>();
    return new ContentDataset(results.map(({ body }) => JSON.parse(body) as ContentDocument));
  }

  /**
   * Writes the seed as the dataset's first transaction; on a lake seeded from an older seed,
   * as a new transaction that adds the new seed's documents and replaces the ones no editor
   * has changed (their revision is still a seed's). Two isolates seeding at once: one wins
   * the transaction's key, the other's batch changes nothing.
   */
  private async plant(dataset: string, seed: LakeSeed, head: Head | null): Promise<void> {
    const seq = head ? head.seq + 1 : 0;
    const statements = [
      this.db
        .prepare(
          `INSERT INTO lake_transactions (dataset, seq, id, timestamp, author, mutations)
           VALUES (?1, ?2, ?3, ?4, 'seed', '[]')`,
        )
        .bind(dataset, seq, seed.id, new Date().toISOString()),
      ...seedParts(seed.dataset.documents).map((part) =>
        this.db
          .prepare(
            `INSERT INTO lake_documents (dataset, id, type, rev, body)
             SELECT ?1, value ->> '$._id', value ->> '$._type', value ->> '$._rev', value FROM json_each(?2)
             WHERE true
             ON CONFLICT (dataset, id) DO UPDATE SET type = excluded.type, rev = excluded.rev, body = excluded.body
             WHERE lake_documents.rev LIKE 'seed-%'`,
          )
          .bind(dataset, part),
      ),
    ];
    try {
      await this.db.batch(statements);
    } catch (error) {
      if (!String(error).includes('UNIQUE constraint failed: lake_transactions')) throw error;
    }
  }
}
