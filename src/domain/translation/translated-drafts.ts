import { isSupportedLanguage } from '../markets';
import {
  draftIdOf,
  isPrivateId,
  publishedIdOf,
  withoutSystemFields,
  type ContentDocument,
} from './content-documents';
import { translatableFields, textsOf, withTexts } from './translatable-texts';
import type { Translator } from './translator';
import { SOURCE_LANGUAGE } from './translation-work';

/**
 * The members of a translation group as an editor sees them: each one's draft when it has
 * one, else the published document. `documents` holds what was read of them, drafts included.
 */
export function editorsView(
  memberIds: readonly string[],
  documents: readonly ContentDocument[],
): ContentDocument[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  return [...new Set(memberIds.map(publishedIdOf))].flatMap((id) => {
    const doc = byId.get(draftIdOf(id)) ?? byId.get(id);
    return doc ? [doc] : [];
  });
}

/** The published legal pages of one kind (the group a legal page belongs to). */
export const legalPageGroupIds = (documents: readonly ContentDocument[], kind: unknown) =>
  documents
    .filter((doc) => doc._type === 'legalPage' && !isPrivateId(doc._id) && doc.kind === kind)
    .map((doc) => doc._id);

/**
 * The translations an English document's publish rewrites: the other members of its group in
 * a shop language, whose `isTranslated` is off (on: the editors' text is kept).
 */
export const translationTargets = (
  source: ContentDocument,
  group: readonly ContentDocument[],
): ContentDocument[] =>
  group.filter(
    (doc) =>
      publishedIdOf(doc._id) !== publishedIdOf(source._id) &&
      doc.isTranslated !== true &&
      doc.language !== SOURCE_LANGUAGE &&
      isSupportedLanguage(doc.language),
  );

/**
 * The English document a translation is made from: the published one (what readers see),
 * or its draft while it has never been published.
 */
export function englishSource(
  memberIds: readonly string[],
  documents: readonly ContentDocument[],
): ContentDocument | undefined {
  const english = editorsView(memberIds, documents).find((doc) => doc.language === SOURCE_LANGUAGE);
  if (!english) return undefined;
  const id = publishedIdOf(english._id);
  return documents.find((doc) => doc._id === id) ?? english;
}

/**
 * The target's draft with the source's texts translated into the target's language: its
 * own address, image and settings are kept, and `isTranslated` is off until an editor says
 * otherwise. Undefined for a target in no shop language, or in English.
 */
export async function translatedDraft(
  source: ContentDocument,
  target: ContentDocument,
  translator: Translator,
): Promise<ContentDocument | undefined> {
  const language = target.language;
  if (!isSupportedLanguage(language) || language === SOURCE_LANGUAGE) return undefined;
  const translated = withTexts(source, await translator.translate(textsOf(source), language));
  const draft: ContentDocument = {
    ...withoutSystemFields(target),
    _id: draftIdOf(target._id),
    isTranslated: false,
  };
  for (const field of translatableFields(source._type)) {
    if (field in translated) draft[field] = translated[field];
  }
  return draft;
}
