import { documentInternationalization } from '@sanity/document-internationalization';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';
import { DEFAULT_LANGUAGE, STUDIO_LANGUAGES } from './languages';

/**
 * Localized fields are internationalized arrays stored as `{_key: <language>, value}`
 * (plugin v4; v5 moved the language to its own field), which the shop's queries read with
 * `_key == $lang`. Blog posts and legal pages are one document per language instead, linked as translations.
 */
export const localizationPlugins = [
  internationalizedArray({
    languages: STUDIO_LANGUAGES,
    defaultLanguages: [DEFAULT_LANGUAGE],
    fieldTypes: ['string', 'text'],
  }),
  documentInternationalization({
    supportedLanguages: STUDIO_LANGUAGES,
    schemaTypes: ['blogPost', 'legalPage'],
    languageField: 'language',
    weakReferences: true,
  }),
];
