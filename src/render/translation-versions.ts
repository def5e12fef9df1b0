import { LANGUAGES, isSupportedLanguage, type Language, type PageVersion } from '../domain/markets';

/**
 * A document written once per language (a post, a legal page) exists in its own language and
 * in each translation linked to it, each at its own URI.
 */
export function translationVersions(
  language: Language,
  document: { uri: string; translations: readonly { language: string; uri: string }[] },
): PageVersion[] {
  const versions = new Map<Language, PageVersion>([
    [language, { language, path: `/${document.uri}` }],
  ]);
  for (const translation of document.translations)
    if (isSupportedLanguage(translation.language) && !versions.has(translation.language))
      versions.set(translation.language, {
        language: translation.language,
        path: `/${translation.uri}`,
      });
  return LANGUAGES.flatMap((each) => versions.get(each) ?? []);
}
