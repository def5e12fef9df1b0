/** The 18 interface languages, default first. */
export const LANGUAGES = [
  'en',
  'de',
  'sv',
  'fi',
  'da',
  'nl',
  'fr',
  'it',
  'lt',
  'cs',
  'pl',
  'sk',
  'hu',
  'lv',
  'es',
  'el',
  'hr',
  'et',
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in English, as back offices (the Checkout API, the Studio) list them. */
export const ENGLISH_LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
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

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Accepts what browsers and URLs carry ('sv', 'SV', 'sv-SE', 'sv_SE') and falls back
 * to the default language for anything not in the list.
 */
export function resolveLanguage(input: string | null | undefined): Language {
  const primary = input?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
