import type { PageKind } from '../src/contract/page-data';
import { LANGUAGES } from '../src/domain/markets';
import { browserMessages, type BrowserWordLists } from '../src/i18n/words';

/**
 * The words a page inlines for the browser, as JSON, in every language: the dictionary is
 * part of what a page loads, so the JavaScript budget counts it. Chosen as the worker chooses
 * them: the build's word lists, and the islands rendered on the page.
 */
export function pageWordsJson(
  kind: PageKind,
  lists: BrowserWordLists,
  islands: readonly string[],
): { language: string; json: string }[] {
  return LANGUAGES.map((language) => ({
    language,
    json: JSON.stringify(browserMessages(language, kind, lists, islands)),
  }));
}
