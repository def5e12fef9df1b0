import type { Language } from '../../src/domain/markets';
import { serverTranslator } from '../../src/i18n/words';

/** The shop's words in a language, so a journey reads the page as its shoppers do. */
export const wordsOf = (language: Language) => serverTranslator(language);
