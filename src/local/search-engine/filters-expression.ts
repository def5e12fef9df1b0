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

type TokenKind = 'word' | 'string' | 'open' | 'close' | 'colon' | 'operator';

interface FilterToken {
  kind: TokenKind;
  text: string;
  at: number;
}

const OPERATORS = ['<=', '>=', '!=', '<', '>', '='];

function lex(input: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index] as string;
    if (/\s/.test(char)) {
      index++;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', text: char, at: index });
      index++;
    } else if (char === ':') {
      tokens.push({ kind: 'colon', text: char, at: index });
      index++;
    } else if (char === '"' || char === "'") {
      let text = '';
      let end = index + 1;
      while (end < input.length && input[end] !== char) {
        if (input[end] === '\\' && end + 1 < input.length) end++;
        text += input[end];
        end++;
      }
      if (end >= input.length)
        throw new FilterError(`filters: unterminated string at col ${index + 1}`);
      tokens.push({ kind: 'string', text, at: index });
      index = end + 1;
    } else {
      const operator = OPERATORS.find((candidate) => input.startsWith(candidate, index));
      if (operator) {
        tokens.push({ kind: 'operator', text: operator, at: index });
        index += operator.length;
        continue;
      }
      let end = index;
      while (end < input.length && !/[\s():"'<>=!]/.test(input[end] as string)) end++;
      if (end === index) throw new FilterError(`filters: unexpected "${char}" at col ${index + 1}`);
      tokens.push({ kind: 'word', text: input.slice(index, end), at: index });
      index = end;
    }
  }
  return tokens;
}

/**
 * Algolia's `filters` grammar: `attr:value`, `attr:"quoted value"`, `attr:lo TO hi`,
 * `attr <op> number`, a bare tag, combined with AND, OR, NOT and parentheses (upper case).
 */
/** Parentheses and NOTs deeper than this are refused: real filters never need more. */
const MAX_FILTER_DEPTH = 8;

export function parseFilters(input: string): Predicate {
  const tokens = lex(input);
  let position = 0;
  let depth = 0;
  const deeper = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > MAX_FILTER_DEPTH)
      throw new FilterError(`filters: nested more than ${MAX_FILTER_DEPTH} levels deep`);
    try {
      return parse();
    } finally {
      depth -= 1;
    }
  };
  const peek = () => tokens[position];
  const fail = (message: string): never => {
    const token = peek();
    throw new FilterError(
      `filters: ${message}${token ? ` at col ${token.at + 1}` : ' at the end'}`,
    );
  };
  const isKeyword = (word: string) => peek()?.kind === 'word' && peek()?.text === word;

  const parseOr = (): Predicate => {
    const parts = [parseAnd()];
    while (isKeyword('OR')) {
      position++;
      parts.push(parseAnd());
    }
    return parts.length === 1 ? (parts[0] as Predicate) : any(parts);
  };
  const parseAnd = (): Predicate => {
    const parts = [parseNot()];
    while (isKeyword('AND')) {
      position++;
      parts.push(parseNot());
    }
    return parts.length === 1 ? (parts[0] as Predicate) : all(parts);
  };
  const parseNot = (): Predicate => {
    if (isKeyword('NOT')) {
      position++;
      return not(deeper(parseNot));
    }
    return parsePrimary();
  };
  const value = (): FilterToken => {
    const token = peek();
    if (!token || (token.kind !== 'word' && token.kind !== 'string'))
      return fail('expected a value');
    position++;
    return token;
  };
  const parsePrimary = (): Predicate => {
    const token = peek();
    if (!token) return fail('expected a condition');
    if (token.kind === 'open') {
      position++;
      const inner = deeper(parseOr);
      if (peek()?.kind !== 'close') fail('expected ")"');
      position++;
      return inner;
    }
    if (token.kind !== 'word' && token.kind !== 'string') return fail(`unexpected "${token.text}"`);
    if (token.kind === 'word' && ['AND', 'OR', 'TO'].includes(token.text))
      return fail(`unexpected ${token.text}`);
    position++;
    const next = peek();
    if (next?.kind === 'colon') {
      position++;
      const first = value();
      if (isKeyword('TO')) {
        position++;
        const second = value();
        return rangeCondition(
          token.text,
          parseNumber(first.text, 'filters'),
          parseNumber(second.text, 'filters'),
        );
      }
      return facetCondition(token.text, first.text);
    }
    if (next?.kind === 'operator') {
      position++;
      const number = value();
      return numericCondition(
        token.text,
        next.text as Comparison,
        parseNumber(number.text, 'filters'),
      );
    }
    return facetCondition('_tags', token.text);
  };

  if (tokens.length === 0) return () => true;
  const predicate = parseOr();
  if (position < tokens.length) fail(`unexpected "${peek()?.text ?? ''}"`);
  return predicate;
}
