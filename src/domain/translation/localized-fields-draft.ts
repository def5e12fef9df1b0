import { LANGUAGES, type Language } from '../markets';
import { draftIdOf, withoutSystemFields, type ContentDocument } from './content-documents';
import { mapLocalizedArrays } from './localized-values';
import type { Translator } from './translator';
import { SOURCE_LANGUAGE } from './translation-work';

/** What the workflow last translated into each localized field: path → language → text. */
type TranslationNotes = Record<string, Record<string, string>>;

/** Where the workflow notes what it translated into a document's localized fields (not content). */
export const translationRecordId = (documentId: string) => `translations.${documentId}`;
export const TRANSLATION_RECORD_TYPE = 'translation.record';

export interface LocalizedFieldsInput {
  /** The published document whose English texts changed. */
  document: ContentDocument;
  /** Those texts, by path (see mapLocalizedArrays). */
  changed: ReadonlyMap<string, string>;
  /** The document's draft, when an editor has one open: the translation goes into it. */
  draft: ContentDocument | null;
  /** The workflow's record for the document, when it translated it before. */
  record: ContentDocument | null;
  translator: Translator;
}

/**
 * Localized fields (internationalized arrays) whose English text changed: each language
 * whose value is missing, or still what the workflow last translated into it, gets the
 * English text translated; a value an editor wrote is kept. The result is a draft of the
 * document (for review) and the workflow's record of what it wrote; nothing when every
 * language has an editor's value.
 */
export async function localizedFieldsDraft({
  document,
  changed,
  draft,
  record,
  translator,
}: LocalizedFieldsInput): Promise<ContentDocument[]> {
  // Each path's notes are replaced, never changed in place: a shallow copy keeps the record's.
  const notes: TranslationNotes = { ...((record?.values ?? {}) as TranslationNotes) };
  const base = draft ?? document;
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
      if (value === undefined || value === '' || value === notes[path]?.[language]) {
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
      notes[path] = { ...notes[path], [language]: text };
    });
  }

  const next = mapLocalizedArrays(base, (path, entries) => {
    const values = translated.get(path);
    if (!values) return entries;
    const type =
      entries.find((entry) => entry._key === SOURCE_LANGUAGE)?._type ?? entries[0]?._type ?? '';
    const replaced = entries.map((entry) =>
      values.has(entry._key) ? { ...entry, value: values.get(entry._key) } : entry,
    );
    for (const [language, value] of values) {
      if (!entries.some((entry) => entry._key === language))
        replaced.push({ _key: language, _type: type, value });
    }
    return replaced;
  });
  return [
    { ...withoutSystemFields(next), _id: draftIdOf(document._id) },
    { _id: translationRecordId(document._id), _type: TRANSLATION_RECORD_TYPE, values: notes },
  ];
}
