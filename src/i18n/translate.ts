import type { DictionaryKey, Messages } from './dictionary';

type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate<K extends string = DictionaryKey> = (
  key: K,
  params?: TranslateParams,
) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

/** A language's plural rules, made once: every page render makes a translator. */
function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * A translator over one language's words. A numeric `count` picks the form of the language's
 * plural category (`key_one`, `key_few`, …; the key itself is `other`); `{name}` is replaced by
 * its parameter. A key the words lack is reported and shown as the key, so it is seen and fixed.
 */
export function translator(
  language: string,
  messages: Messages,
  onMissing: (key: string) => void = (key) =>
    console.error(`i18n: no "${key}" in the ${language} words of this page`),
): Translate {
  const plurals = pluralRulesOf(language);
  return (key, params) => {
    const count = params?.count;
    const text =
      (typeof count === 'number' ? messages[`${key}_${plurals.select(count)}`] : undefined) ??
      messages[key];
    if (text === undefined) {
      onMissing(key);
      return key;
    }
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
