/** A value per language as Sanity's internationalized arrays store it. */
interface TranslatableEntry<T> {
  _key: string;
  value?: T | null;
}

const VALUE_IS_NOT_AN_ARRAY = 'Value is not an array';
export const MISSING_VALUE = 'Missing value';
export const COLLECTION_IS_EMPTY = 'Collection is empty';

const hasValue = <T>(
  entry: TranslatableEntry<T> | undefined,
): entry is TranslatableEntry<T> & { value: T } =>
  entry?.value !== undefined && entry.value !== null && entry.value !== '';

/**
 * The value in the requested language, else in the fallback language. Throws with
 * the shop's agreed internal messages when the input cannot hold a translation.
 */
export function translate<T = string>(value: unknown, language: string, fallback = 'en'): T {
  if (!Array.isArray(value)) throw new Error(VALUE_IS_NOT_AN_ARRAY);
  if (value.length === 0) throw new Error(COLLECTION_IS_EMPTY);
  const entries = value as TranslatableEntry<T>[];
  const find = (key: string) => entries.find((entry) => entry?._key === key);
  const match = [find(language), find(fallback)].find(hasValue);
  if (!match) throw new Error(MISSING_VALUE);
  return match.value;
}
