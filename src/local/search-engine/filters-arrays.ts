import { FilterError } from './filter-error';
import {
  all,
  any,
  facetCondition,
  not,
  numericCondition,
  parseNumber,
  rangeCondition,
  type Comparison,
  type Predicate,
} from './filter-predicate';

type FilterList = unknown;

/** `[a, [b, c]]` means a AND (b OR c); a plain string is one condition. */
function combine(
  list: FilterList,
  name: string,
  condition: (text: string) => Predicate,
): Predicate {
  if (list === undefined || list === null) return () => true;
  const items = typeof list === 'string' ? parseListString(list, name) : list;
  if (!Array.isArray(items))
    throw new FilterError(`${name} must be a list of strings or lists of strings`);
  return all(
    items.map((item) => {
      if (typeof item === 'string') return condition(item);
      if (Array.isArray(item) && item.every((inner) => typeof inner === 'string')) {
        return any(item.map((inner) => condition(inner as string)));
      }
      throw new FilterError(`${name} must be a list of strings or lists of strings`);
    }),
  );
}

/** A string form: JSON text of a list, or comma-separated conditions. */
function parseListString(text: string, name: string): unknown {
  if (text.trim().startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new FilterError(`${name} is not valid JSON`);
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `attr:value`, `attr:-value` (negated) and `attr:\-value` (a value that starts with -). */
function facetFilter(text: string): Predicate {
  const colon = text.indexOf(':');
  if (colon <= 0) throw new FilterError(`facetFilters: "${text}" is not attribute:value`);
  const attribute = text.slice(0, colon);
  const raw = text.slice(colon + 1);
  if (raw.startsWith('-')) return not(facetCondition(attribute, raw.slice(1)));
  return facetCondition(attribute, raw.startsWith('\\-') ? raw.slice(1) : raw);
}

const NUMERIC = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+(?:e-?\d+)?)\s*$/i;
const RANGE = /^\s*([\w.]+)\s*:\s*(-?[\d.]+)\s+TO\s+(-?[\d.]+)\s*$/;

function numericFilter(text: string): Predicate {
  const range = RANGE.exec(text);
  if (range) {
    const [, attribute = '', low = '', high = ''] = range;
    return rangeCondition(
      attribute,
      parseNumber(low, 'numericFilters'),
      parseNumber(high, 'numericFilters'),
    );
  }
  const match = NUMERIC.exec(text);
  if (!match) throw new FilterError(`numericFilters: "${text}" is not "attribute operator number"`);
  const [, attribute = '', operator = '=', value = ''] = match;
  return numericCondition(attribute, operator as Comparison, parseNumber(value, 'numericFilters'));
}

export const parseFacetFilters = (list: FilterList) => combine(list, 'facetFilters', facetFilter);
export const parseNumericFilters = (list: FilterList) =>
  combine(list, 'numericFilters', numericFilter);
export const parseTagFilters = (list: FilterList) =>
  combine(list, 'tagFilters', (tag) =>
    tag.startsWith('-') ? not(facetCondition('_tags', tag.slice(1))) : facetCondition('_tags', tag),
  );
