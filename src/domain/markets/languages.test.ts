import { describe, expect, it } from 'vitest';
import { LANGUAGES, isSupportedLanguage, resolveLanguage } from './languages';

describe('languages', () => {
  it('has the 18 interface languages with English first', () => {
    expect(LANGUAGES).toHaveLength(18);
    expect(LANGUAGES[0]).toBe('en');
    expect(new Set(LANGUAGES).size).toBe(18);
  });

  it.each([
    ['sv', 'sv'],
    ['SV', 'sv'],
    ['sv-SE', 'sv'],
    ['el_GR', 'el'],
    [' de ', 'de'],
    ['no', 'en'],
    ['gr', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['english', 'en'],
  ])('resolves %j to %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it.each([
    ['fi', true],
    ['et', true],
    ['ee', false],
    ['EN', false],
    [42, false],
    [undefined, false],
  ])('isSupportedLanguage(%j) is %s', (input, expected) => {
    expect(isSupportedLanguage(input)).toBe(expected);
  });
});
