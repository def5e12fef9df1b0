import type { SearchRecord } from './record-values';

/**
 * `attributesToRetrieve`: `*` for all, `-attr` to leave one out; unretrievable attributes
 * never leave the engine, and objectID always does.
 */
export function retrieve(
  record: SearchRecord,
  attributesToRetrieve: readonly string[] | undefined,
  unretrievable: readonly string[] = [],
): Record<string, unknown> {
  const wanted = attributesToRetrieve?.length ? attributesToRetrieve : ['*'];
  const excluded = new Set([
    ...unretrievable,
    ...wanted.filter((name) => name.startsWith('-')).map((name) => name.slice(1)),
  ]);
  const all = wanted.includes('*');
  const included = new Set(wanted.filter((name) => !name.startsWith('-')));
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'objectID' || (!excluded.has(key) && (all || included.has(key))))
      result[key] = value;
  }
  return result;
}
