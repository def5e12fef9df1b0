import { DEFAULT_LANGUAGE, LANGUAGES, isSupportedLanguage, type Language } from './languages';

/**
 * The environment limit on locales: a comma- or space-separated list. Unknown codes
 * are ignored, empty means all, and the default language is always served.
 */
export function parseLocaleLimit(raw: string | null | undefined): Language[] {
  const requested = (raw ?? '')
    .split(/[\s,]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(isSupportedLanguage);
  if (requested.length === 0) return [...LANGUAGES];
  return LANGUAGES.filter(
    (language) => language === DEFAULT_LANGUAGE || requested.includes(language),
  );
}

export function isLocaleEnabled(language: Language, enabled: readonly Language[]): boolean {
  return enabled.includes(language);
}
