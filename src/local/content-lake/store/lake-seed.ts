import { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';

/** The committed dataset a lake starts from, named by its content so a new one is noticed. */
export interface LakeSeed {
  /** `seed-` and a digest of the documents: the seed transaction's id and its documents' `_rev`. */
  id: string;
  dataset: ContentDataset;
}

const SEED_REVISION = /^seed-/;

/** Whether a document still holds what a seed gave it (no editor has changed it since). */
export const isSeedRevision = (rev: unknown) => typeof rev === 'string' && SEED_REVISION.test(rev);

/** The seed's documents as the lake holds them after an import: each with its revision. */
export async function lakeSeed(
  text: string,
  documents: readonly ContentDocument[],
): Promise<LakeSeed> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  const id = `seed-${[...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return { id, dataset: new ContentDataset(documents.map((doc) => ({ ...doc, _rev: id }))) };
}
