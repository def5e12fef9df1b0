import { FilterError } from './filter-error';
import { valuesAt } from './record-values';

export type Predicate = (record: Record<string, unknown>) => boolean;

export type Comparison = '<' | '<=' | '=' | '!=' | '>=' | '>';

const compare = (left: number, operator: Comparison, right: number): boolean => {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
};

const numbersAt = (record: Record<string, unknown>, attribute: string) =>
  valuesAt(record, attribute).flatMap((value) => (typeof value === 'number' ? [value] : []));

export function numericCondition(
  attribute: string,
  operator: Comparison,
  value: number,
): Predicate {
  // `!=` holds when no value equals; the others when any value satisfies.
  if (operator === '!=') return (record) => !numbersAt(record, attribute).some((n) => n === value);
  return (record) => numbersAt(record, attribute).some((n) => compare(n, operator, value));
}

export function rangeCondition(attribute: string, low: number, high: number): Predicate {
  return (record) => numbersAt(record, attribute).some((n) => n >= low && n <= high);
}

/**
 * `attr:value`. Facet values compare case-insensitively, `_tags` exactly; a numeric value
 * also matches the number, and true/false the boolean.
 */
export function facetCondition(attribute: string, value: string): Predicate {
  const lower = value.toLowerCase();
  const asNumber =
    value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
  const asBoolean = lower === 'true' ? true : lower === 'false' ? false : undefined;
  const tags = attribute === '_tags';
  return (record) =>
    valuesAt(record, attribute).some((candidate) => {
      if (typeof candidate === 'string')
        return tags ? candidate === value : candidate.toLowerCase() === lower;
      if (typeof candidate === 'number') return candidate === asNumber;
      if (typeof candidate === 'boolean') return candidate === asBoolean;
      return false;
    });
}

export const all =
  (predicates: Predicate[]): Predicate =>
  (record) =>
    predicates.every((predicate) => predicate(record));

export const any =
  (predicates: Predicate[]): Predicate =>
  (record) =>
    predicates.some((predicate) => predicate(record));

export const not =
  (predicate: Predicate): Predicate =>
  (record) =>
    !predicate(record);

export function parseNumber(text: string, context: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    throw new FilterError(`${context}: "${text}" is not a number`);
  }
  return value;
}
