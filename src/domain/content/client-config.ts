/**
 * The content client's configuration rules, checked when the worker's config is
 * read so a bad value fails at boot with a clear message, not on the first query.
 */
const DATASET_PATTERN = /^[a-z0-9_-]{1,64}$/;
const API_VERSION_PATTERN = /^(1|X|\d{4}-\d{2}-\d{2})$/;

export const DATASET_MESSAGE =
  'a dataset name is lowercase letters, digits, underscores or dashes, at most 64 characters';
export const API_VERSION_MESSAGE = 'an API version is 1, X or a date as YYYY-MM-DD';

export function isValidDataset(value: string): boolean {
  return DATASET_PATTERN.test(value);
}

/** 1, X, or a real calendar date written YYYY-MM-DD. */
export function isValidApiVersion(value: string): boolean {
  if (!API_VERSION_PATTERN.test(value)) return false;
  if (value === '1' || value === 'X') return true;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
