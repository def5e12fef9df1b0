import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it.each([
    ['pl', 'DE', 'Niemcy'],
    ['de', 'DE', 'Deutschland'],
    ['el', 'GR', 'Ελλάδα'],
    ['en', 'gb', 'United Kingdom'],
  ])('names a country in %s', (language, code, name) => {
    expect(countryName(language, code)).toBe(name);
  });

  it('gives back what is not a country code', () => {
    expect(countryName('en', 'not a code')).toBe('not a code');
  });
});
