/**
 * Which texts of a document a translator rewrites: its own text fields, and in rich text the
 * spans and the content blocks' visible texts. Ids, links, slugs, queries and settings stay.
 */
const DOCUMENT_FIELDS: Record<string, readonly string[]> = {
  blogPost: [
    'title',
    'excerpt',
    'content',
    'metaTitle',
    'metaDescription',
    'metaKeywords',
    'imageAlt',
  ],
  legalPage: ['title', 'content', 'metaDescription'],
};

const BLOCK_FIELDS: Record<string, readonly string[]> = {
  span: ['text'],
  block: ['children'],
  blockCallout: ['content'],
  blockButton: ['title'],
  blockImage: ['alt'],
  blockAlgoliaProducts: ['title', 'description'],
};

/** The fields of a document type that a translation rewrites. */
export const translatableFields = (type: string): readonly string[] => DOCUMENT_FIELDS[type] ?? [];

/** The document types translations are made for: one document per language. */
export const TRANSLATED_TYPES = new Set(Object.keys(DOCUMENT_FIELDS));

type Rewrite = (text: string) => string;

function mapValue(value: unknown, rewrite: Rewrite): unknown {
  if (typeof value === 'string') return value.trim() === '' ? value : rewrite(value);
  if (Array.isArray(value)) return value.map((item) => mapValue(item, rewrite));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const fields = BLOCK_FIELDS[String(record._type)];
    if (!fields) return value;
    return mapFields(record, fields, rewrite);
  }
  return value;
}

function mapFields(record: Record<string, unknown>, fields: readonly string[], rewrite: Rewrite) {
  const copy = { ...record };
  for (const field of fields) if (field in copy) copy[field] = mapValue(copy[field], rewrite);
  return copy;
}

/** The document with each translatable text rewritten, in document order. */
function mapTexts<T extends { _type: string }>(document: T, rewrite: Rewrite): T {
  const fields = DOCUMENT_FIELDS[document._type];
  return fields ? (mapFields(document, fields, rewrite) as T) : document;
}

/** The translatable texts of a document, in the order mapTexts visits them. */
export function textsOf(document: { _type: string }): string[] {
  const texts: string[] = [];
  mapTexts(document, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}

/** The document with its texts replaced, in order, by `translated` (as long as textsOf). */
export function withTexts<T extends { _type: string }>(
  document: T,
  translated: readonly string[],
): T {
  let next = 0;
  return mapTexts(document, (text) => translated[next++] ?? text);
}
