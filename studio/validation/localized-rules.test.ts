import { describe, expect, it } from 'vitest';
import { checkHasDefaultLanguage, MISSING_DEFAULT_LANGUAGE } from './localized-rules';

describe('checkHasDefaultLanguage', () => {
  it('accepts a text with English', () => {
    expect(
      checkHasDefaultLanguage([
        { _key: 'sv', value: 'Guider' },
        { _key: 'en', value: 'Guides' },
      ]),
    ).toBe(true);
  });

  it('refuses translations without English, or an empty English text', () => {
    expect(checkHasDefaultLanguage([{ _key: 'sv', value: 'Guider' }])).toBe(
      MISSING_DEFAULT_LANGUAGE,
    );
    expect(checkHasDefaultLanguage([{ _key: 'en', value: '  ' }])).toBe(MISSING_DEFAULT_LANGUAGE);
  });

  it('leaves an empty field to the required rule', () => {
    expect(checkHasDefaultLanguage(undefined)).toBe(true);
    expect(checkHasDefaultLanguage([])).toBe(true);
  });
});
