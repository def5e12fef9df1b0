import type { PageKind } from '../contract/page-data';
import type { Language } from '../domain/markets';
import { DICTIONARIES } from './dictionaries';
import { flatten, NAMESPACES, type Messages } from './dictionary';
import { PAGE_NAMESPACES } from './page-namespaces';
import { translator, type Translate } from './translate';

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
