import type { EN } from './dictionaries/en';

type English = typeof EN;

/** Where a word is used; the browser receives only its page's namespaces. */
export type Namespace = keyof English;
/** The namespaces a page may send to the browser (the worker's own words stay on the worker). */
export type BrowserNamespace = Exclude<Namespace, 'server'>;

/** The keys of a namespace (of each, for a union of namespaces). */
export type KeyIn<N extends Namespace> = N extends Namespace
  ? Extract<keyof English[N], string>
  : never;
export type DictionaryKey = { [N in Namespace]: KeyIn<N> }[Namespace];

/**
 * A language's words: every English key in every namespace, and beside a counted key the forms
 * its plural categories need (`key_few`, `key_many`, …), which a test checks.
 */
export type Dictionary = {
  readonly [N in Namespace]: Readonly<Record<KeyIn<N>, string>> & Readonly<Record<string, string>>;
};

/** The words a page's translator reads: its namespaces, flattened (keys are unique across them). */
export type Messages = Readonly<Record<string, string>>;

export const NAMESPACES = [
  'shell',
  'storefront',
  'customer',
  'checkout',
  'account',
  'server',
] as const satisfies readonly Namespace[];

/** A dictionary's namespaces as one flat table. */
export function flatten(dictionary: Dictionary, namespaces: readonly Namespace[]): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => dictionary[namespace])) as Messages;
}
