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
 *
 * A projection's part for one type (`_type == "…" => {…}`) lists nothing of that type; a
 * lookup's top-level parts for other types than the document it found are not what it was
 * built from (CONTENT_PAGE_QUERY reads every kind of page, each with its own lists).
 */
export function contentTags(query: string, params: Record<string, unknown>, result: unknown) {
  const tags = new Set<string>();
  for (const id of idsIn(result)) tags.add(`id:${id.replace(/^drafts\./, '')}`);
  for (const [, id] of query.matchAll(/_id\s*==\s*"([^"]+)"/g)) tags.add(`id:${id}`);
  const lookup = typeof params.uri === 'string';
  if (lookup) tags.add(`uri:${params.uri as string}`);
  const lang = typeof params.lang === 'string' ? params.lang : undefined;
  const read = lookup ? partsFor(afterTopLevelFilter(query), typeOf(result)) : query;
  for (const { type, inLanguage } of typesIn(read))
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
    /_type\s*==\s*"([^"]+)"(?!\s*=>)(\s*&&\s*language\s*==\s*\$lang\b)?/g,
  ))
    types.push({ type: type!, inLanguage: language !== undefined });
  for (const [, list] of query.matchAll(/_type\s+in\s+\[([^\]]*)\]/g))
    for (const [, type] of list!.matchAll(/"([^"]+)"/g))
      types.push({ type: type!, inLanguage: false });
  return types;
}

const typeOf = (result: unknown) => {
  const type = (result as { _type?: unknown } | null)?._type;
  return typeof type === 'string' ? type : undefined;
};

/** Where the braces opened at `open` close (the text's end if they never do). */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return text.length;
}

/** A projection without its top-level parts for types other than `type`. */
function partsFor(projection: string, type: string | undefined): string {
  const open = projection.indexOf('{');
  if (open < 0) return projection;
  const end = closingBrace(projection, open);
  const part = /_type\s*==\s*"([^"]+)"\s*=>\s*\{/y;
  let kept = projection.slice(0, open + 1);
  let depth = 0;
  for (let index = open + 1; index < end; index += 1) {
    part.lastIndex = index;
    const found = depth === 0 ? part.exec(projection) : null;
    if (found && found[1] !== type) {
      index = closingBrace(projection, index + found[0].length - 1);
      continue;
    }
    const char = projection[index]!;
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    kept += char;
  }
  return kept + projection.slice(end);
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
