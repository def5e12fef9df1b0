import {
  searchableAttributes,
  type IndexSettings,
  type SearchableAttribute,
} from './index-settings';
import { tokenize, type Token } from './normalize';
import type { SearchRecord } from './record-values';
import { valuesAt } from './record-values';

interface PreparedValue {
  text: string;
  tokens: Token[];
}

interface PreparedAttribute extends SearchableAttribute {
  values: PreparedValue[];
}

export interface PreparedRecord {
  record: SearchRecord;
  /** Insertion order: the final tie-break. */
  order: number;
  attributes: PreparedAttribute[];
}

export interface PreparedIndex {
  records: PreparedRecord[];
  /** Every normalised word, and the records holding it. */
  vocabulary: Map<string, Set<number>>;
}

/** Every string attribute of a record, when no searchableAttributes are set. */
function stringPaths(record: SearchRecord): string[] {
  return Object.entries(record)
    .filter(
      ([key, value]) =>
        key !== 'objectID' &&
        !key.startsWith('_') &&
        (typeof value === 'string' ||
          (Array.isArray(value) && value.some((item) => typeof item === 'string'))),
    )
    .map(([key]) => key);
}

/** Tokenises the searchable attributes once per index change, and builds the vocabulary. */
export function prepareRecords(
  records: Iterable<SearchRecord>,
  settings: IndexSettings,
): PreparedIndex {
  const configured = searchableAttributes(settings);
  const prepared: PreparedRecord[] = [];
  const vocabulary = new Map<string, Set<number>>();
  let order = 0;
  for (const record of records) {
    const attributes = (
      configured ?? stringPaths(record).map((path, priority) => ({ path, priority, ordered: true }))
    ).map((attribute) => ({
      ...attribute,
      values: valuesAt(record, attribute.path)
        .filter(
          (value): value is string | number =>
            typeof value === 'string' || typeof value === 'number',
        )
        .map((value) => ({ text: String(value), tokens: tokenize(String(value)) })),
    }));
    for (const attribute of attributes) {
      for (const value of attribute.values) {
        for (const token of value.tokens) {
          let holders = vocabulary.get(token.word);
          if (!holders) {
            holders = new Set();
            vocabulary.set(token.word, holders);
          }
          holders.add(order);
        }
      }
    }
    prepared.push({ record, order, attributes });
    order++;
  }
  return { records: prepared, vocabulary };
}
