/**
 * What a content read was built from, as purge tags: `id:{document}` for every document it
 * shows (the ids its projection carries, drafts counted as their published document),
 * `type:{type}` for every kind of document it lists or looks through, and `uri:{uri}` for a
 * lookup by address. A publish purges the reads that carry one of its tags, so a post
 * corrected purges its own page and every list of posts, not the other posts' pages.
 *
 * A lookup of one document by its address (`$uri`) is not tagged with the type it looks
 * through: another post published does not change which post has this address (a post that
 * takes the address over is caught by its `uri` tag). Lists and everything else are; a list
 * of one language's documents (`_type == "…" && language == $lang`) as `type:{type}@{lang}`,
 * so a Swedish post leaves the English lists alone.
 */
export function contentTags(query: string, params: Record<string, unknown>, result: unknown) {
  const tags = new Set<string>();
  for (const id of idsIn(result)) tags.add(`id:${id.replace(/^drafts\./, '')}`);
  for (const [, id] of query.matchAll(/_id\s*==\s*"([^"]+)"/g)) tags.add(`id:${id}`);
  const lookup = typeof params.uri === 'string';
  if (lookup) tags.add(`uri:${params.uri as string}`);
  const lang = typeof params.lang === 'string' ? params.lang : undefined;
  for (const { type, inLanguage } of typesIn(lookup ? afterTopLevelFilter(query) : query))
    tags.add(inLanguage && lang ? `type:${type}@${lang}` : `type:${type}`);
  return [...tags].sort();
}

/**
 * What a publish of one document purges: the document, its address, and lists of its type
 * (those of its language only, when it has one).
 */
export function publishTags(document: {
  _id: string;
  _type: string;
  uri?: string | undefined;
  language?: string | undefined;
}) {
  return [
    `id:${document._id.replace(/^drafts\./, '')}`,
    `type:${document._type}`,
    ...(document.language ? [`type:${document._type}@${document.language}`] : []),
    ...(document.uri ? [`uri:${document.uri}`] : []),
  ];
}

function* idsIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    for (const item of value) yield* idsIn(item);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_id' && typeof item === 'string') yield item;
      else yield* idsIn(item);
    }
  }
}

function typesIn(query: string): { type: string; inLanguage: boolean }[] {
  const types: { type: string; inLanguage: boolean }[] = [];
  for (const [, type, language] of query.matchAll(
    /_type\s*==\s*"([^"]+)"(\s*&&\s*language\s*==\s*\$lang\b)?/g,
  ))
    types.push({ type: type!, inLanguage: language !== undefined });
  for (const [, list] of query.matchAll(/_type\s+in\s+\[([^\]]*)\]/g))
    for (const [, type] of list!.matchAll(/"([^"]+)"/g))
      types.push({ type: type!, inLanguage: false });
  return types;
}

/** The query after its first filter `*[…]` (where a lookup's own type and address are). */
function afterTopLevelFilter(query: string): string {
  const start = query.indexOf('*[');
  if (start < 0) return query;
  let depth = 0;
  for (let index = start + 1; index < query.length; index += 1) {
    if (query[index] === '[') depth += 1;
    else if (query[index] === ']' && --depth === 0) return query.slice(index + 1);
  }
  return '';
}
