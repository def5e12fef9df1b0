import { isPrivateId, type ContentDocument } from './content-documents';
import { englishTexts } from './localized-values';
import { TRANSLATED_TYPES, textsOf } from './translatable-texts';

/** The language every automatic translation starts from. */
export const SOURCE_LANGUAGE = 'en';

/** A published document as it was before and after one transaction (null: not there). */
export interface PublishedChange {
  before: ContentDocument | null;
  after: ContentDocument | null;
}

/** What the automatic translation does after a publish. */
export type TranslationWork =
  /** An English post or legal page with new texts: each language with `isTranslated` off. */
  | { kind: 'translate-counterparts'; source: ContentDocument }
  /** A translation published with `isTranslated` switched off: that language, again. */
  | { kind: 'translate-again'; target: ContentDocument }
  /** Any other content whose localized English texts changed (by path): the other languages. */
  | { kind: 'fill-localized-fields'; document: ContentDocument; changed: Map<string, string> };

const sameTexts = (a: ContentDocument | null, b: ContentDocument) =>
  a !== null && JSON.stringify(textsOf(a)) === JSON.stringify(textsOf(b));

/** Documents that are not content an editor writes in English. */
const isContent = (doc: ContentDocument) =>
  !isPrivateId(doc._id) && !doc._type.startsWith('sanity.') && doc._type !== 'translation.metadata';

/** The English texts of a document's localized fields that are new or changed, by path. */
function changedEnglishTexts(before: ContentDocument | null, after: ContentDocument) {
  const previous = before ? englishTexts(before) : new Map<string, string>();
  return new Map([...englishTexts(after)].filter(([path, text]) => previous.get(path) !== text));
}

/**
 * What a publish asks of the automatic translation (spec: `isTranslated`), or nothing: an
 * English post or legal page whose texts changed is translated into each language whose
 * translation has `isTranslated` off; a translation published with `isTranslated` switched
 * off is translated again; other content gets its changed localized English texts translated
 * where no editor wrote the value. Deletions and private documents ask nothing.
 */
export function translationWorkFor({
  before,
  after,
}: PublishedChange): TranslationWork | undefined {
  if (!after || isPrivateId(after._id)) return undefined;
  if (TRANSLATED_TYPES.has(after._type)) {
    if (after.language === SOURCE_LANGUAGE) {
      return sameTexts(before, after)
        ? undefined
        : { kind: 'translate-counterparts', source: after };
    }
    return before?.isTranslated === true && after.isTranslated !== true
      ? { kind: 'translate-again', target: after }
      : undefined;
  }
  if (!isContent(after)) return undefined;
  const changed = changedEnglishTexts(before, after);
  return changed.size > 0 ? { kind: 'fill-localized-fields', document: after, changed } : undefined;
}
