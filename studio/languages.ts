import {
  DEFAULT_LANGUAGE,
  ENGLISH_LANGUAGE_NAMES,
  LANGUAGES,
} from '../src/domain/markets/languages';

/** The shop's 18 languages as the studio names them, default first. */
export const STUDIO_LANGUAGES = LANGUAGES.map((id) => ({ id, title: ENGLISH_LANGUAGE_NAMES[id] }));
export { DEFAULT_LANGUAGE };
