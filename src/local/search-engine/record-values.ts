export type SearchRecord = Record<string, unknown> & { objectID: string };

/** The values of an attribute path ("brand", "prices.sek"), arrays flattened. */
export function valuesAt(record: Record<string, unknown>, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    current = current.flatMap((value) => {
      if (value === null || typeof value !== 'object') return [];
      const next = (value as Record<string, unknown>)[key];
      return next === undefined || next === null ? [] : [next];
    });
  }
  return current.flat(2);
}
