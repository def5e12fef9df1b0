import { describe, expect, it } from 'vitest';
import { nextColorMode, parseColorMode } from './color-mode';

describe('colour mode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['DARK', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    [42, 'system'],
  ])('parses %s as %s', (input, expected) => {
    expect(parseColorMode(input)).toBe(expected);
  });

  it.each([
    ['system', 'light'],
    ['light', 'dark'],
    ['dark', 'system'],
  ] as const)('cycles from %s to %s', (from, to) => {
    expect(nextColorMode(from)).toBe(to);
  });
});
