import { EN, type Dictionary, type DictionaryKey } from './en';

/** The languages with a dictionary of their own; the rest read English (a later issue adds them). */
const DICTIONARIES: Readonly<Record<string, Partial<Dictionary>>> = { en: EN };

export type Translate = (key: DictionaryKey, params?: Record<string, string | number>) => string;

/** The UI strings of a language, key by key falling back to English. */
export function translator(language: string): Translate {
  const dictionary = DICTIONARIES[language] ?? {};
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined =>
    dictionary[key as DictionaryKey] ?? (EN as Record<string, string>)[key];
  return (key, params) => {
    // A numeric `count` picks the language's plural form (`key_one`, …) where one exists.
    const count = params?.count;
    const plural =
      typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) : undefined;
    const text = plural ?? lookup(key) ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
