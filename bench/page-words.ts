import { gzipSync } from 'node:zlib';
import type { PageKind } from '../src/contract/page-data';
import { LANGUAGES, type Language } from '../src/domain/markets';
import { browserMessages, type BrowserWordLists } from '../src/i18n/words';

/** Words as the JavaScript budget counts them: their JSON's gzip -9 size, in KB. */
export const wordsKb = (json: string) => gzipSync(json, { level: 9 }).length / 1024;

/**
 * The words a page inlines for the browser, as JSON, in every language: the dictionary is
 * part of what a page loads, so the JavaScript budget counts it. Chosen as the worker chooses
 * them: the build's word lists, and the islands rendered on the page.
 */
export function pageWordsJson(
  kind: PageKind,
  lists: BrowserWordLists,
  islands: readonly string[],
): { language: Language; json: string }[] {
  return LANGUAGES.map((language) => ({
    language,
    json: JSON.stringify(browserMessages(language, kind, lists, islands)),
  }));
}

/**
 * The languages the budget is kept in for a page: English, and the one whose words weigh most
 * on it (the same scripts carry every language's words), with their words' weight.
 */
export function budgetLanguages(
  kind: PageKind,
  lists: BrowserWordLists,
  islands: readonly string[],
): { language: Language; kb: number }[] {
  const words = pageWordsJson(kind, lists, islands).map(({ language, json }) => ({
    language,
    kb: wordsKb(json),
  }));
  const heaviest = words.reduce((most, next) => (next.kb > most.kb ? next : most));
  const english = words.find(({ language }) => language === 'en') ?? heaviest;
  return [english, heaviest];
}
