import { DEFAULT_RANKING, type IndexSettings } from './index-settings';
import { normalize } from './normalize';
import type { PreparedRecord } from './prepared-records';
import { valuesAt } from './record-values';
import type { WordHit } from './record-matching';

export interface RankedHit {
  prepared: PreparedRecord;
  hits: WordHit[];
  typos: number;
  proximity: number;
  attribute: number;
  exact: number;
}

const PROXIMITY_CAP = 8;

/** The tie-breaking criteria Algolia computes for one matching record. */
export function rankHit(prepared: PreparedRecord, hits: WordHit[], query: string): RankedHit {
  const typos = hits.reduce((sum, hit) => sum + hit.typos, 0);
  let proximity = 0;
  for (let index = 1; index < hits.length; index++) {
    const previous = hits[index - 1] as WordHit;
    const current = hits[index] as WordHit;
    const sameValue = previous.attribute === current.attribute && previous.value === current.value;
    proximity += sameValue
      ? Math.min(PROXIMITY_CAP, Math.abs(current.position - previous.position))
      : PROXIMITY_CAP;
  }
  const attribute = hits.length
    ? Math.min(
        ...hits.map((hit) => hit.priority * 1000 + (hit.ordered ? Math.min(hit.position, 999) : 0)),
      )
    : 0;
  let exact = hits.filter((hit) => hit.typos === 0 && !hit.prefix).length;
  if (hits.length === 1) {
    // exactOnSingleWordQuery "attribute": the whole attribute value is the query.
    const wanted = normalize(query).trim();
    exact = prepared.attributes.some((attr) =>
      attr.values.some((value) => normalize(value.text).trim() === wanted),
    )
      ? 1
      : 0;
  }
  return { prepared, hits, typos, proximity, attribute, exact };
}

type Comparator = (a: RankedHit, b: RankedHit) => number;

function attributeOrder(expression: string): Comparator | undefined {
  const match = /^(asc|desc)\((.+)\)$/.exec(expression.trim());
  if (!match) return undefined;
  const [, direction, path = ''] = match;
  const valueOf = (hit: RankedHit) => {
    const [value] = valuesAt(hit.prepared.record, path);
    return typeof value === 'number' || typeof value === 'boolean' ? Number(value) : undefined;
  };
  return (a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    // Records without the value come last either way.
    if (left === undefined || right === undefined)
      return left === right ? 0 : left === undefined ? 1 : -1;
    return direction === 'asc' ? left - right : right - left;
  };
}

/** Algolia's ranking formula: criteria in order, each only breaking the ties of the ones before. */
export function rankingComparator(settings: IndexSettings): Comparator {
  const custom = (settings.customRanking ?? []).flatMap((entry) => attributeOrder(entry) ?? []);
  const criteria: Comparator[] = (settings.ranking ?? DEFAULT_RANKING).flatMap(
    (criterion): Comparator[] => {
      switch (criterion) {
        case 'typo':
          return [(a, b) => a.typos - b.typos];
        case 'proximity':
          return [(a, b) => a.proximity - b.proximity];
        case 'attribute':
          return [(a, b) => a.attribute - b.attribute];
        case 'exact':
          return [(a, b) => b.exact - a.exact];
        case 'custom':
          return custom;
        default:
          return attributeOrder(criterion) ? [attributeOrder(criterion) as Comparator] : [];
      }
    },
  );
  return (a, b) => {
    for (const criterion of criteria) {
      const result = criterion(a, b);
      if (result !== 0) return result;
    }
    return a.prepared.order - b.prepared.order;
  };
}
