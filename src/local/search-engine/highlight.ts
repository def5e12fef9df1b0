import { normalize, tokenize } from './normalize';
import type { QueryWord } from './query-words';
import { valuesAt } from './record-values';

interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/** How many characters of `original` it takes to cover `typed` normalised letters. */
function prefixLength(original: string, typed: number): number {
  for (let length = 1; length <= original.length; length++) {
    if (normalize(original.slice(0, length)).length >= typed) return length;
  }
  return original.length;
}

/**
 * Algolia's `_highlightResult` for one string: matched words wrapped in the tags, a prefix
 * match only over the typed part. Values are not HTML-escaped (neither does Algolia):
 * the shop renders highlights as React text nodes, never as HTML.
 */
function highlightText(
  text: string,
  words: readonly QueryWord[],
  tags: HighlightTags,
): HighlightResult {
  const ranges: [number, number][] = [];
  const matched = new Set<string>();
  let fully = true;
  const tokens = tokenize(text);
  for (const token of tokens) {
    let end: number | undefined;
    for (const word of words) {
      const match = word.matches.get(token.word);
      if (!match) continue;
      matched.add(word.word);
      const length =
        match.prefix && match.typos === 0
          ? prefixLength(text.slice(token.start, token.end), word.word.length)
          : token.end - token.start;
      end = Math.max(end ?? 0, token.start + length);
    }
    if (end === undefined || end < token.end) fully = false;
    if (end !== undefined) ranges.push([token.start, end]);
  }
  let value = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    value += text.slice(cursor, start) + tags.pre + text.slice(start, end) + tags.post;
    cursor = end;
  }
  value += text.slice(cursor);
  const matchedWords = words.map((word) => word.word).filter((word) => matched.has(word));
  if (matchedWords.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const level = matchedWords.length === words.length ? 'full' : 'partial';
  return {
    value,
    matchLevel: level,
    matchedWords,
    fullyHighlighted: fully && tokens.length > 0 && level === 'full',
  };
}

/** `_highlightResult` for the attributes to highlight: strings, and arrays of strings. */
export function highlightRecord(
  record: Record<string, unknown>,
  attributes: readonly string[],
  words: readonly QueryWord[],
  tags: HighlightTags,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const raw = attribute.includes('.') ? valuesAt(record, attribute)[0] : record[attribute];
    if (typeof raw === 'string') result[attribute] = highlightText(raw, words, tags);
    else if (Array.isArray(raw)) {
      result[attribute] = raw
        .filter((item): item is string => typeof item === 'string')
        .map((item) => highlightText(item, words, tags));
    }
  }
  return result;
}
