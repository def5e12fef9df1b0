import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { isLocaleEnabled, parseLocaleLimit } from './locale-limit';

describe('parseLocaleLimit', () => {
  it.each([
    [undefined, [...LANGUAGES]],
    ['', [...LANGUAGES]],
    ['  ', [...LANGUAGES]],
    ['xx,yy', [...LANGUAGES]],
    ['sv,de', ['en', 'de', 'sv']],
    ['SV de  fi', ['en', 'de', 'sv', 'fi']],
    ['en', ['en']],
    ['sv,,xx, sv', ['en', 'sv']],
  ])('parses %j', (raw, expected) => {
    expect(parseLocaleLimit(raw)).toEqual(expected);
  });

  it('checks a language against the limit', () => {
    const enabled = parseLocaleLimit('sv');
    expect(isLocaleEnabled('sv', enabled)).toBe(true);
    expect(isLocaleEnabled('de', enabled)).toBe(false);
    expect(isLocaleEnabled('en', enabled)).toBe(true);
  });
});
