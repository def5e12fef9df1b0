export { draftIdOf, publishedIdOf, type ContentDocument } from './content-documents';
export {
  TRANSLATION_RECORD_TYPE,
  localizedFieldsDraft,
  translationRecordId,
} from './localized-fields-draft';
export {
  editorsView,
  englishSource,
  legalPageGroupIds,
  translatedDraft,
  translationTargets,
} from './translated-drafts';
export { translationWorkFor, type PublishedChange } from './translation-work';
export type { Translator } from './translator';
