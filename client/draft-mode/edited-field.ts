/** A field of a content document, as a `data-sanity` attribute names it. */
export interface EditedField {
  /** The document's published id (a draft's is the same document). */
  id: string;
  /** Sanity's path in its URL form: `title`, `cards:a1.heading:de.value`, `items:3.title`. */
  path: string;
}

/** The document and field a `data-sanity` attribute (`id=…;type=…;path=…;base=…`) points at. */
export function editedFieldOf(attribute: string): EditedField | undefined {
  const parts = new Map<string, string>();
  for (const part of attribute.split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0) parts.set(part.slice(0, equals), part.slice(equals + 1));
  }
  const id = parts.get('id');
  const path = parts.get('path');
  return id && path ? { id: publishedIdOf(id), path } : undefined;
}

/** A draft (`drafts.…`) is its published document being edited. */
export const publishedIdOf = (id: string): string =>
  id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array's item by its `_key`, or else by its position (how the URL form writes both). */
function itemOf(list: unknown, selector: string): unknown {
  if (!Array.isArray(list)) return undefined;
  const keyed = list.find((item) => isRecord(item) && item._key === selector);
  if (keyed !== undefined) return keyed;
  return /^\d+$/.test(selector) ? list[Number(selector)] : undefined;
}

/**
 * The value at a field path in the URL form of `data-sanity` (segments by `.`, an array's
 * item after `:` by key or index), or undefined where the document has none.
 */
export function valueAt(document: unknown, path: string): unknown {
  let value = document;
  for (const segment of path.split('.')) {
    const colon = segment.indexOf(':');
    const name = colon < 0 ? segment : segment.slice(0, colon);
    value = isRecord(value) ? value[name] : undefined;
    if (colon >= 0) value = itemOf(value, segment.slice(colon + 1));
    if (value === undefined) return undefined;
  }
  return value;
}
