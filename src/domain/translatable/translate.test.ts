import { describe, expect, it } from 'vitest';
import { translate } from './translate';

const title = [
  { _key: 'en', value: 'Guides' },
  { _key: 'sv', value: 'Guider' },
  { _key: 'de', value: '' },
];

describe('translate', () => {
  it.each([
    ['sv', 'Guider'],
    ['en', 'Guides'],
    ['fi', 'Guides'],
    ['de', 'Guides'],
  ])('reads %s as %j', (language, expected) => {
    expect(translate(title, language)).toBe(expected);
  });

  it('uses another fallback language when asked', () => {
    expect(translate([{ _key: 'sv', value: 'Hej' }], 'da', 'sv')).toBe('Hej');
  });

  it('returns non-string values', () => {
    expect(translate([{ _key: 'en', value: { blocks: 2 } }], 'en')).toEqual({ blocks: 2 });
  });

  it.each([
    ['a string', 'Guides'],
    ['an object', { en: 'Guides' }],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s with "Value is not an array"', (_name, value) => {
    expect(() => translate(value, 'en')).toThrow('Value is not an array');
  });

  it('rejects an empty list with "Collection is empty"', () => {
    expect(() => translate([], 'en')).toThrow('Collection is empty');
  });

  it.each([
    ['no entry for language or fallback', [{ _key: 'sv', value: 'Hej' }]],
    [
      'empty values only',
      [
        { _key: 'en', value: '' },
        { _key: 'sv', value: null },
      ],
    ],
    ['entries that are not objects', [null, 'en']],
  ])('throws "Missing value" for %s', (_name, value) => {
    expect(() => translate(value, 'fi')).toThrow('Missing value');
  });
});
