import { stableKey } from './stable-key';

export type Localized = Partial<Record<string, string>> & { en: string };

type LocalizedKind = 'String' | 'Text';

/**
 * An internationalized array as sanity-plugin-internationalized-array v4 stores it:
 * one `{_key: <language>, value}` entry per language, English first.
 */
export function localized(values: Localized, kind: LocalizedKind = 'String') {
  const languages = [
    'en',
    ...Object.keys(values)
      .filter((language) => language !== 'en')
      .sort(),
  ];
  return languages
    .filter((language) => values[language] !== undefined && values[language] !== '')
    .map((language) => ({
      _key: language,
      _type: `internationalizedArray${kind}Value`,
      value: values[language],
    }));
}

export const localizedText = (values: Localized) => localized(values, 'Text');

/** A reference inside an array needs its own `_key`. */
export const arrayReference = (owner: string, id: string) => ({
  _key: stableKey(owner, id),
  _type: 'reference',
  _ref: id,
});

export const reference = (id: string) => ({ _type: 'reference', _ref: id });
