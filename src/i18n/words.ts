import type { PageKind } from '../contract/page-data';
import type { Language } from '../domain/markets';
import { DICTIONARIES } from './dictionaries';
import { flatten, NAMESPACES, type Messages } from './dictionary';
import { PAGE_NAMESPACES } from './page-namespaces';
import { translator, type Translate } from './translate';
import { wordOf } from './words-in-source';

const dictionaryOf = (language: Language) => DICTIONARIES[language];

const pageWords = new Map<string, Messages>();

/** The words a page of this kind sends to the browser in this language (built once per isolate). */
export function pageMessages(language: Language, kind: PageKind): Messages {
  const key = `${language}:${kind}`;
  let messages = pageWords.get(key);
  if (!messages) {
    messages = flatten(dictionaryOf(language), PAGE_NAMESPACES[kind]);
    pageWords.set(key, messages);
  }
  return messages;
}

const browserWords = new WeakMap<readonly string[], Map<string, Messages>>();

/**
 * The words a page of this kind sends to the browser: of its namespaces, only those its
 * browser code can show (`usable`, read from that code by the client build). The server
 * renders the page with all of `pageMessages`.
 */
export function browserMessages(
  language: Language,
  kind: PageKind,
  usable: readonly string[],
): Messages {
  let byPage = browserWords.get(usable);
  if (!byPage) {
    byPage = new Map();
    browserWords.set(usable, byPage);
  }
  let messages = byPage.get(`${language}:${kind}`);
  if (!messages) {
    const wanted = new Set(usable);
    messages = Object.fromEntries(
      Object.entries(pageMessages(language, kind)).filter(([key]) => wanted.has(wordOf(key))),
    );
    byPage.set(`${language}:${kind}`, messages);
  }
  return messages;
}

const translators = new Map<Language, Translate>();

/** The worker's translator: every namespace of the language, its own titles included. */
export function serverTranslator(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = translator(language, flatten(dictionaryOf(language), NAMESPACES));
    translators.set(language, translate);
  }
  return translate;
}
