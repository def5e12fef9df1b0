import { isDraftId, isPrivateId, publishedIdOf, type ContentDocument } from './content-document';

export type Perspective = 'raw' | 'published' | 'drafts';

/** The first element of a perspective stack decides; releases are not emulated. */
export function perspectiveFrom(requested: string | undefined, apiVersion: string): Perspective {
  const first = requested?.split(',')[0]?.trim();
  if (first === 'published' || first === 'raw') return first;
  if (first === 'drafts' || first === 'previewDrafts') return 'drafts';
  if (first) return 'drafts';
  return apiVersionDefaultsToPublished(apiVersion) ? 'published' : 'raw';
}

/** API versions from 2025-02-19 read the published perspective when none is asked for. */
function apiVersionDefaultsToPublished(apiVersion: string): boolean {
  if (apiVersion === 'X') return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= '2025-02-19';
}

/**
 * What a query sees under a perspective, as the Content Lake does it: published hides
 * drafts; drafts lays each draft over its published document (keeping the source id in
 * `_originalId`); raw shows everything, but never private documents to anonymous readers.
 */
export function applyPerspective(
  documents: readonly ContentDocument[],
  perspective: Perspective,
  authenticated: boolean,
): ContentDocument[] {
  if (perspective === 'published') return documents.filter((doc) => !isPrivateId(doc._id));
  if (perspective === 'raw' || !authenticated) {
    return authenticated ? [...documents] : documents.filter((doc) => !isPrivateId(doc._id));
  }
  const drafts = new Map<string, ContentDocument>();
  for (const doc of documents) if (isDraftId(doc._id)) drafts.set(publishedIdOf(doc._id), doc);
  const merged: ContentDocument[] = [];
  for (const doc of documents) {
    if (isDraftId(doc._id)) {
      const id = publishedIdOf(doc._id);
      merged.push({ ...doc, _id: id, _originalId: doc._id });
    } else if (!isPrivateId(doc._id) && !drafts.has(doc._id)) {
      merged.push({ ...doc, _originalId: doc._id });
    }
  }
  return merged;
}
