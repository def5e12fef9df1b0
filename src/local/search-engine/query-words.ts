import { tokenize } from './normalize';
import { allowedTypos, prefixTypoDistance, typoDistance, type TypoSettings } from './typo-distance';

/** How a vocabulary word matches one query word. */
interface WordMatch {
  typos: number;
  /** Matched as a prefix of the word, not the whole word. */
  prefix: boolean;
}

export interface QueryWord {
  word: string;
  /** The vocabulary words this query word matches, best match each. */
  matches: Map<string, WordMatch>;
}

export type QueryType = 'prefixLast' | 'prefixAll' | 'prefixNone';

const better = (a: WordMatch, b: WordMatch | undefined) =>
  !b || a.typos < b.typos || (a.typos === b.typos && !a.prefix && b.prefix);

/**
 * The query's words, each with the vocabulary words it matches: exactly, as a prefix (the
 * last word by default), or within the typos its length allows (transpositions count one).
 */
export function queryWords(
  query: string,
  vocabulary: Iterable<string>,
  settings: TypoSettings & { queryType: QueryType },
): QueryWord[] {
  const words = tokenize(query).map((token) => token.word);
  const vocabularyWords = [...vocabulary];
  return words.map((word, index) => {
    const prefixAllowed =
      settings.queryType === 'prefixAll' ||
      (settings.queryType === 'prefixLast' && index === words.length - 1);
    const maxTypos = allowedTypos(word, settings);
    const matches = new Map<string, WordMatch>();
    for (const candidate of vocabularyWords) {
      let match: WordMatch | undefined;
      if (candidate === word) match = { typos: 0, prefix: false };
      else if (prefixAllowed && candidate.startsWith(word)) match = { typos: 0, prefix: true };
      else if (maxTypos > 0) {
        const whole = typoDistance(word, candidate, maxTypos);
        if (whole <= maxTypos) match = { typos: whole, prefix: false };
        if (prefixAllowed && candidate.length > word.length - maxTypos) {
          const partial = prefixTypoDistance(word, candidate, maxTypos);
          const asPrefix = { typos: partial, prefix: true };
          if (partial <= maxTypos && better(asPrefix, match)) match = asPrefix;
        }
      }
      if (match) matches.set(candidate, match);
    }
    return { word, matches };
  });
}
