/** A plural form's ending: `cartWithCount_one` is the `cartWithCount` word. */
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

/** The word a dictionary key belongs to: itself, or the word it is a plural form of. */
export const wordOf = (key: string) => key.replace(PLURAL_FORM, '');

/**
 * The words (of `known`) that this source code can ask for: every one written in it as a
 * string, and every one a key template in it can build (`filterName_${name}`). Reading the
 * code keeps the list true as components change; a string that only looks like a word costs
 * that word's few bytes, never a missing one.
 */
export function wordsInSource(sources: Iterable<string>, known: Iterable<string>): string[] {
  const written = new Set<string>();
  const templates = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/(['"`])([A-Za-z][A-Za-z0-9_]*)\1/g))
      written.add(match[2] ?? '');
    for (const match of source.matchAll(/`([A-Za-z][A-Za-z0-9]*_)\$\{/g))
      templates.add(match[1] ?? '');
  }
  const words = new Set<string>();
  for (const key of known) {
    const word = wordOf(key);
    if (
      written.has(key) ||
      written.has(word) ||
      [...templates].some((prefix) => word.startsWith(prefix))
    )
      words.add(word);
  }
  return [...words].sort();
}
