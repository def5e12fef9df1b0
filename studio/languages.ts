import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/domain/markets/languages';

/** The shop's 18 languages as the studio names them, default first. */
const LANGUAGE_TITLES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'German',
  sv: 'Swedish',
  fi: 'Finnish',
  da: 'Danish',
  nl: 'Dutch',
  fr: 'French',
  it: 'Italian',
  lt: 'Lithuanian',
  cs: 'Czech',
  pl: 'Polish',
  sk: 'Slovak',
  hu: 'Hungarian',
  lv: 'Latvian',
  es: 'Spanish',
  el: 'Greek',
  hr: 'Croatian',
  et: 'Estonian',
};

export const STUDIO_LANGUAGES = LANGUAGES.map((id) => ({ id, title: LANGUAGE_TITLES[id] }));
export { DEFAULT_LANGUAGE };
