import type { RuleResult } from './slug-rules';

/** One entry of an internationalized array as sanity-plugin-internationalized-array v4 stores it. */
export interface LocalizedEntry {
  _key?: string;
  value?: unknown;
}

/**
 * What an editor reads when English is missing.
 * @internal Exported for the tests too, which check the schema and the seed against it.
 */
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
