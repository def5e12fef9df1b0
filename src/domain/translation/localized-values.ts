/** One language's entry of an internationalized array: `{_key: language, value}`. */
interface LocalizedEntry {
  _key: string;
  _type: string;
  value?: unknown;
}

const LOCALIZED_ENTRY = /^internationalizedArray\w*Value$/;

const isLocalizedArray = (value: unknown): value is LocalizedEntry[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (entry) =>
      entry !== null &&
      typeof entry === 'object' &&
      typeof (entry as LocalizedEntry)._key === 'string' &&
      LOCALIZED_ENTRY.test(String((entry as LocalizedEntry)._type)),
  );

type Replace = (path: string, entries: LocalizedEntry[]) => LocalizedEntry[];

/**
 * Rebuilds a document, handing each internationalized array of texts to `replace` with its
 * path (field names and array items' keys, e.g. `cards[91c9].title`), which names the same
 * field before and after an edit even when items move.
 */
export function mapLocalizedArrays<T>(value: T, replace: Replace, path = ''): T {
  if (isLocalizedArray(value)) return replace(path, value) as T;
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      const key = item && typeof item === 'object' ? (item as { _key?: unknown })._key : undefined;
      return mapLocalizedArrays(item, replace, `${path}[${typeof key === 'string' ? key : index}]`);
    }) as T;
  }
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [field, child] of Object.entries(value)) {
      copy[field] = field.startsWith('_')
        ? child
        : mapLocalizedArrays(child, replace, path ? `${path}.${field}` : field);
    }
    return copy as T;
  }
  return value;
}

/** The English text of each localized field, by path. */
export function englishTexts(document: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  mapLocalizedArrays(document, (path, entries) => {
    const english = entries.find((entry) => entry._key === 'en')?.value;
    if (typeof english === 'string' && english.trim() !== '') texts.set(path, english);
    return entries;
  });
  return texts;
}
