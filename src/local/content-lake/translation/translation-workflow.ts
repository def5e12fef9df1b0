import { isSupportedLanguage, LANGUAGES, type Language } from '../../../domain/markets';
import type { ContentDataset } from '../content-dataset';
import {
  DRAFT_PREFIX,
  isPrivateId,
  publishedIdOf,
  type ContentDocument,
} from '../content-document';
import type { LakeMutation } from '../mutations/mutation-schema';
import type { DocumentChange } from '../store/lake-store';
import { englishTexts, mapLocalizedArrays } from './localized-values';
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
 * is switched off is translated again from the English one; in any other published document,
 * localized fields whose English text changed are filled in where no editor wrote the value.
 * Only drafts are written, so an editor reviews them before they are published, and they
 * start nothing themselves.
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
    if (!after) continue;
    if (!TRANSLATED_TYPES.has(after._type)) {
      for (const mutation of await translatedLocalizedValues(dataset, before, after, translator))
        mutations.push(mutation);
      continue;
    }
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

/** Where the lake notes what it translated into each localized field (private: not content). */
const RECORD_PREFIX = 'translations.';

/** Documents that are not content an editor writes in English. */
const isContent = (doc: ContentDocument) =>
  !isPrivateId(doc._id) && !doc._type.startsWith('sanity.') && doc._type !== 'translation.metadata';

/**
 * Localized fields (internationalized arrays) of a published document whose English text
 * changed: each language whose value is missing, or still what this lake last translated into
 * it, gets the English text translated; a value an editor wrote is kept. The result is a draft
 * of the document (for review) and the lake's note of what it wrote.
 */
async function translatedLocalizedValues(
  dataset: ContentDataset,
  before: ContentDocument | null,
  after: ContentDocument,
  translator: Translator,
): Promise<LakeMutation[]> {
  if (!isContent(after)) return [];
  const previous = before ? englishTexts(before) : new Map<string, string>();
  const changed = [...englishTexts(after)].filter(([path, text]) => previous.get(path) !== text);
  if (changed.length === 0) return [];

  const recordId = `${RECORD_PREFIX}${after._id}`;
  const record = structuredClone(
    (dataset.get(recordId)?.values ?? {}) as Record<string, Record<string, string>>,
  );
  const base = dataset.get(`${DRAFT_PREFIX}${after._id}`) ?? after;
  const current = new Map<string, { _key: string; value?: unknown }[]>();
  mapLocalizedArrays(base, (path, entries) => {
    current.set(path, entries);
    return entries;
  });

  const wanted = new Map<Language, { path: string; english: string }[]>();
  for (const [path, english] of changed) {
    for (const language of LANGUAGES) {
      if (language === SOURCE_LANGUAGE) continue;
      const value = current.get(path)?.find((entry) => entry._key === language)?.value;
      if (value === undefined || value === '' || value === record[path]?.[language]) {
        wanted.set(language, [...(wanted.get(language) ?? []), { path, english }]);
      }
    }
  }
  if (wanted.size === 0) return [];

  const translated = new Map<string, Map<string, string>>();
  for (const [language, fields] of wanted) {
    const texts = await translator.translate(
      fields.map((field) => field.english),
      language,
    );
    fields.forEach(({ path }, index) => {
      const text = texts[index] ?? '';
      if (!translated.has(path)) translated.set(path, new Map());
      translated.get(path)?.set(language, text);
      record[path] = { ...record[path], [language]: text };
    });
  }

  const draft = mapLocalizedArrays(base, (path, entries) => {
    const values = translated.get(path);
    if (!values) return entries;
    const type =
      entries.find((entry) => entry._key === SOURCE_LANGUAGE)?._type ?? entries[0]?._type ?? '';
    const next = entries.map((entry) =>
      values.has(entry._key) ? { ...entry, value: values.get(entry._key) } : entry,
    );
    for (const [language, value] of values) {
      if (!entries.some((entry) => entry._key === language))
        next.push({ _key: language, _type: type, value });
    }
    return next;
  });
  const { _rev: _rev, _createdAt: _created, _updatedAt: _updated, ...fields } = draft;
  return [
    { createOrReplace: { ...fields, _id: `${DRAFT_PREFIX}${after._id}` } },
    { createOrReplace: { _id: recordId, _type: 'translation.record', values: record } },
  ];
}
