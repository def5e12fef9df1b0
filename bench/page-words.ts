import type { PageKind } from '../src/contract/page-data';
import { LANGUAGES } from '../src/domain/markets';
import { browserMessages } from '../src/i18n/words';

/**
 * The words each kind of page inlines for the browser, as JSON, in every language: the
 * dictionary is part of what a page loads, so the JavaScript budget counts it. `usable` is
 * the build manifest's list for the kind, as the worker reads it.
 */
export function pageWordsJson(
  kind: PageKind,
  usable: readonly string[],
): { language: string; json: string }[] {
  return LANGUAGES.map((language) => ({
    language,
    json: JSON.stringify(browserMessages(language, kind, usable)),
  }));
}
