import type { RuleResult } from './slug-rules';

/** One entry of an internationalized array as sanity-plugin-internationalized-array v4 stores it. */
export interface LocalizedEntry {
  _key?: string;
  value?: unknown;
}

export const MISSING_DEFAULT_LANGUAGE =
  'Add the English text: every other language falls back to it';

/** Localized texts need English, because every other language falls back to it. */
export function checkHasDefaultLanguage(
  entries: readonly LocalizedEntry[] | undefined,
  language = 'en',
): RuleResult {
  if (!entries || entries.length === 0) return true;
  const entry = entries.find((candidate) => candidate._key === language);
  const value = entry?.value;
  return typeof value === 'string' && value.trim() !== '' ? true : MISSING_DEFAULT_LANGUAGE;
}
