import { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';
import type { DocumentChange } from './lake-store';

/** The dataset after a transaction's changes, keeping every other document as it was. */
export function applyChanges(
  dataset: ContentDataset,
  changes: readonly DocumentChange[],
): ContentDataset {
  const changed = new Map(changes.map((change) => [change.id, change.after]));
  const documents: ContentDocument[] = [];
  for (const doc of dataset.documents) {
    if (!changed.has(doc._id)) documents.push(doc);
  }
  for (const after of changed.values()) if (after) documents.push(after);
  return new ContentDataset(documents);
}
