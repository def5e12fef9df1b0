import { isSupportedLanguage } from '../../../domain/markets';
import type { ContentDataset } from '../content-dataset';
import {
  DRAFT_PREFIX,
  isPrivateId,
  publishedIdOf,
  type ContentDocument,
} from '../content-document';
import type { LakeMutation } from '../mutations/mutation-schema';
import type { DocumentChange } from '../store/lake-store';
import { TRANSLATED_TYPES, textsOf, translatableFields, withTexts } from './translatable-texts';
import type { Translator } from '../../../domain/translation/translator';

const SOURCE_LANGUAGE = 'en';

/** The same document in the other languages: linked by the translation metadata, or (legal pages) by kind. */
function counterparts(dataset: ContentDataset, document: ContentDocument): ContentDocument[] {
  const id = publishedIdOf(document._id);
  let ids: string[];
  if (document._type === 'legalPage') {
    ids = dataset.documents
      .filter(
        (doc) => doc._type === 'legalPage' && !isPrivateId(doc._id) && doc.kind === document.kind,
      )
      .map((doc) => doc._id);
  } else {
    const metadata = dataset.documents.find(
      (doc) =>
        doc._type === 'translation.metadata' &&
        !isPrivateId(doc._id) &&
        referencesOf(doc).includes(id),
    );
    ids = metadata ? referencesOf(metadata) : [];
  }
  return ids
    .filter((other) => other !== id)
    .flatMap((other) => {
      // What an editor sees: the draft when there is one.
      const doc = dataset.get(`${DRAFT_PREFIX}${other}`) ?? dataset.get(other);
      return doc ? [doc] : [];
    });
}

function referencesOf(metadata: ContentDocument): string[] {
  const translations = Array.isArray(metadata.translations) ? metadata.translations : [];
  return translations.flatMap((entry: { value?: { _ref?: unknown } }) =>
    typeof entry.value?._ref === 'string' ? [entry.value._ref] : [],
  );
}

const sameTexts = (a: ContentDocument | null, b: ContentDocument | null) =>
  a !== null && b !== null && JSON.stringify(textsOf(a)) === JSON.stringify(textsOf(b));

/** The target's draft with the source's texts translated into the target's language. */
async function translatedDraft(
  source: ContentDocument,
  target: ContentDocument,
  translator: Translator,
): Promise<LakeMutation | undefined> {
  const language = target.language;
  if (!isSupportedLanguage(language) || language === SOURCE_LANGUAGE) return undefined;
  const translated = withTexts(source, await translator.translate(textsOf(source), language));
  const {
    _rev: _rev,
    _createdAt: _created,
    _updatedAt: _updated,
    _originalId: _original,
    ...kept
  } = target;
  const draft: ContentDocument = {
    ...kept,
    _id: `${DRAFT_PREFIX}${publishedIdOf(target._id)}`,
    isTranslated: false,
  };
  for (const field of translatableFields(source._type)) {
    if (field in translated) draft[field] = translated[field];
  }
  return { createOrReplace: draft };
}

/**
 * What follows a transaction, as spec'd for translations: a published English post or legal
 * page whose texts changed is translated into a draft of each language whose translation
 * has `isTranslated` off (on: the editors' text is kept); a translation whose `isTranslated`
 * is switched off is translated again from the English one. Only drafts are written, so an
 * editor reviews them before they are published, and they start nothing themselves.
 */
export async function translationsAfter(
  dataset: ContentDataset,
  changes: readonly DocumentChange[],
  translator: Translator,
): Promise<LakeMutation[]> {
  const mutations: LakeMutation[] = [];
  const written = new Set<string>();
  const add = (mutation: LakeMutation | undefined) => {
    const id = mutation?.createOrReplace?._id;
    if (!mutation || !id || written.has(id)) return;
    written.add(id);
    mutations.push(mutation);
  };

  for (const { before, after } of changes) {
    if (!after || !TRANSLATED_TYPES.has(after._type)) continue;
    if (after.language === SOURCE_LANGUAGE) {
      if (isPrivateId(after._id) || sameTexts(before, after)) continue;
      for (const target of counterparts(dataset, after)) {
        if (target.isTranslated === true) continue;
        add(await translatedDraft(after, target, translator));
      }
    } else if (
      // A new draft starts from the published document: that is what was switched.
      (before ?? dataset.get(publishedIdOf(after._id)))?.isTranslated === true &&
      after.isTranslated !== true
    ) {
      // The published English text is the source; its draft is not yet what readers see.
      const english = counterparts(dataset, after).find((doc) => doc.language === SOURCE_LANGUAGE);
      const source = english && (dataset.get(publishedIdOf(english._id)) ?? english);
      if (source) add(await translatedDraft(source, after, translator));
    }
  }
  return mutations;
}
