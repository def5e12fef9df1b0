/** A document as Sanity's API sends it: any JSON object with an id and a type. */
export interface ContentDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

const DRAFT_PREFIX = 'drafts.';

const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX);
export const publishedIdOf = (id: string) => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id);
export const draftIdOf = (id: string) => `${DRAFT_PREFIX}${publishedIdOf(id)}`;

/** Ids with a dot (drafts.x, versions.r.x, translations.x) are not published content. */
export const isPrivateId = (id: string) => id.includes('.');

/** A document's own fields: the content lake stamps revision, times and origin on what it stores. */
export function withoutSystemFields(document: ContentDocument): ContentDocument {
  const {
    _rev: _rev,
    _createdAt: _created,
    _updatedAt: _updated,
    _originalId: _original,
    ...fields
  } = document;
  return fields;
}
