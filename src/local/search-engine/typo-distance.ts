/**
 * Optimal string alignment distance, stopping early once it must exceed `max`: a missing,
 * extra, substituted or swapped letter each cost one typo, as in Algolia.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The fewest typos that turn `query` into a prefix of `word` (for the last query word,
 * which Algolia matches as a prefix, typos included).
 */
export function prefixTypoDistance(query: string, word: string, max: number): number {
  let best = max + 1;
  const from = Math.max(1, query.length - max);
  const to = Math.min(word.length, query.length + max);
  for (let length = from; length <= to; length++) {
    best = Math.min(best, typoDistance(query, word.slice(0, length), max));
    if (best === 0) break;
  }
  return best;
}

export interface TypoSettings {
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  typoTolerance: boolean | 'min' | 'strict';
}

/** How many typos a query word may carry: none below 4 letters, one from 4, two from 8, none on numbers. */
export function allowedTypos(word: string, settings: TypoSettings): number {
  if (settings.typoTolerance === false || /^\p{N}+$/u.test(word)) return 0;
  if (word.length >= settings.minWordSizefor2Typos) return 2;
  if (word.length >= settings.minWordSizefor1Typo) return 1;
  return 0;
}
