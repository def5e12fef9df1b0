import type { Language } from '../../src/domain/markets';
import type { Translate } from '../../src/i18n/translate';
import { serverTranslator } from '../../src/i18n/words';

/**
 * The shop's words in a language as a shopper reads them, so a journey reads the page as its
 * shoppers do: link markup (`<terms>the terms</terms>`) shows as its words.
 */
export const wordsOf =
  (language: Language): Translate =>
  (key, params) =>
    serverTranslator(language)(key, params).replace(/<\/?\w+>/g, '');
