/** A document of the content lake: any JSON object with an id and a type. */
export interface ContentDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export const DRAFT_PREFIX = 'drafts.';

export const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX);
export const publishedIdOf = (id: string) => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id);
/** Ids with a dot (drafts.x, versions.r.x) are private: the real API hides them from anonymous reads. */
export const isPrivateId = (id: string) => id.includes('.');
