import type { ContentDocument } from '../content-document';

const withoutRev = (doc: ContentDocument | null) => {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
};

/**
 * A change as mendoza effects, the form the Studio applies to its copies and reads history
 * from: one operation each way, "the value is this" (opcode 0). Exact, if not the smallest;
 * the revision is left out, as the Studio sets it from the event.
 */
export const wholeValueEffects = (
  before: ContentDocument | null,
  after: ContentDocument | null,
) => ({
  apply: [0, withoutRev(after)],
  revert: [0, withoutRev(before)],
});
