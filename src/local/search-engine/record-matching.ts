import type { PreparedRecord } from './prepared-records';
import type { QueryWord } from './query-words';

/** Where and how well one query word matched inside a record. */
export interface WordHit {
  typos: number;
  prefix: boolean;
  priority: number;
  ordered: boolean;
  attribute: string;
  value: number;
  position: number;
}

const beats = (a: WordHit, b: WordHit | undefined) =>
  !b ||
  a.typos < b.typos ||
  (a.typos === b.typos &&
    (a.priority < b.priority ||
      (a.priority === b.priority &&
        (a.position < b.position || (a.position === b.position && !a.prefix && b.prefix)))));

/**
 * The best occurrence of every query word in the record, or undefined when one is missing
 * (Algolia matches every word: AND). `restrict` limits the attributes searched.
 */
export function matchRecord(
  record: PreparedRecord,
  words: readonly QueryWord[],
  restrict: ReadonlySet<string> | undefined,
): WordHit[] | undefined {
  const hits: WordHit[] = [];
  for (const word of words) {
    let best: WordHit | undefined;
    for (const attribute of record.attributes) {
      if (restrict && !restrict.has(attribute.path)) continue;
      attribute.values.forEach((value, valueIndex) => {
        value.tokens.forEach((token, position) => {
          const match = word.matches.get(token.word);
          if (!match) return;
          const hit = {
            typos: match.typos,
            prefix: match.prefix,
            priority: attribute.priority,
            ordered: attribute.ordered,
            attribute: attribute.path,
            value: valueIndex,
            position,
          };
          if (beats(hit, best)) best = hit;
        });
      });
    }
    if (!best) return undefined;
    hits.push(best);
  }
  return hits;
}
