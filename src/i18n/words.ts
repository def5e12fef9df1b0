import type { PageKind } from '../contract/page-data';
import type { Language } from '../domain/markets';
import { DICTIONARIES } from './dictionaries';
import { flatten, NAMESPACES, type Messages } from './dictionary';
import { PAGE_NAMESPACES } from './page-namespaces';
import { translator, type Translate } from './translate';
import { wordOf } from './words-in-source';

const dictionaryOf = (language: Language) => DICTIONARIES[language];
const BROWSER_NAMESPACES = NAMESPACES.filter((namespace) => namespace !== 'server');

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

/** The browser's word lists of a build, as its manifest names them. */
export interface BrowserWordLists {
  start: readonly string[];
  islands: Readonly<Record<string, readonly string[]>>;
  views: Readonly<Record<string, readonly string[]>>;
  onDemand: Readonly<Record<string, readonly string[]>>;
}

type WordCache = WeakMap<BrowserWordLists, Map<string, Messages>>;

/** Words built once per isolate for a build's lists and a key that names everything they hold. */
function builtOnce(
  cache: WordCache,
  lists: BrowserWordLists,
  key: string,
  build: () => Messages,
): Messages {
  let built = cache.get(lists);
  if (!built) {
    built = new Map();
    cache.set(lists, built);
  }
  let messages = built.get(key);
  if (!messages) {
    messages = build();
    built.set(key, messages);
  }
  return messages;
}

const browserWords: WordCache = new WeakMap();

/**
 * The words a page sends to the browser: of its namespaces, only those its browser code can
 * show: the code every page runs, and the islands rendered on it (`page`: the kind's whole
 * view). The server renders the page with all of `pageMessages`. Built once per isolate for
 * each language, kind and set of islands.
 */
export function browserMessages(
  language: Language,
  kind: PageKind,
  lists: BrowserWordLists,
  islands: Iterable<string>,
): Messages {
  const names = [...new Set(islands)].sort();
  return builtOnce(browserWords, lists, `${language}:${kind}:${names.join(',')}`, () =>
    wordsOfKind(language, kind, new Set([...lists.start, ...islandWords(lists, kind, names)])),
  );
}

/** The words the code of these islands shows beyond the start's (`page`: the kind's view). */
function* islandWords(lists: BrowserWordLists, kind: PageKind, names: Iterable<string>) {
  for (const name of names)
    yield* (name === 'page' ? lists.views[kind] : lists.islands[name]) ?? [];
}

/** Of the words a page of this kind sends, those `wanted`. */
const wordsOfKind = (language: Language, kind: PageKind, wanted: ReadonlySet<string>): Messages =>
  Object.fromEntries(
    Object.entries(pageMessages(language, kind)).filter(([key]) => wanted.has(wordOf(key))),
  );

/** Whether the build has an island (or delegated code) of this name: `page` always. */
export const isIslandOf = (lists: BrowserWordLists, name: string) =>
  name === 'page' || Object.hasOwn(lists.islands, name);

const islandWordCache: WordCache = new WeakMap();

/**
 * The words islands hydrated on a touch fetch with their code: those the islands' code shows
 * beyond the start's, of the page kind's namespaces (built once per isolate for each set).
 */
export function islandMessages(
  language: Language,
  kind: PageKind,
  lists: BrowserWordLists,
  names: Iterable<string>,
): Messages {
  const sorted = [...new Set(names)].sort();
  return builtOnce(islandWordCache, lists, `${language}:${kind}:${sorted.join(',')}`, () =>
    wordsOfKind(language, kind, new Set(islandWords(lists, kind, sorted))),
  );
}

/** Every island a page of this kind could render: the words a page sends before rendering. */
export const everyIsland = (lists: BrowserWordLists) => [...Object.keys(lists.islands), 'page'];

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

const onDemandWords: WordCache = new WeakMap();

/**
 * The words of code loaded on demand (the consent dialog), in a language: those its code shows
 * beyond the start words, from any namespace the browser may see (built once per isolate).
 * Undefined for an unknown name.
 */
export function onDemandMessages(
  language: Language,
  lists: BrowserWordLists,
  name: string,
): Messages | undefined {
  if (!Object.hasOwn(lists.onDemand, name)) return undefined;
  return builtOnce(onDemandWords, lists, `${language}:${name}`, () => {
    const wanted = new Set(lists.onDemand[name]);
    return Object.fromEntries(
      Object.entries(flatten(dictionaryOf(language), BROWSER_NAMESPACES)).filter(([word]) =>
        wanted.has(wordOf(word)),
      ),
    );
  });
}
