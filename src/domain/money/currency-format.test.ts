import { describe, expect, it } from 'vitest';
import { formatPrice, type CurrencyFormat } from './currency-format';

const SEK: CurrencyFormat = {
  currency: 'SEK',
  prefix: '',
  suffix: '\u00a0SEK',
  decimalPoint: '.',
  decimalDigits: '2',
  thousandsSeparator: '\u00a0',
};
const EUR: CurrencyFormat = {
  prefix: '€',
  suffix: '',
  decimalPoint: ',',
  decimalDigits: '2',
  thousandsSeparator: '.',
};
const HUF: CurrencyFormat = { suffix: ' Ft', decimalDigits: '0' };

describe('formatPrice', () => {
  it.each([
    [49, SEK, '49.00\u00a0SEK'],
    [3600, SEK, '3\u00a0600.00\u00a0SEK'],
    [1234567.891, SEK, '1\u00a0234\u00a0567.89\u00a0SEK'],
    [0, SEK, '0.00\u00a0SEK'],
    [-50, SEK, '-50.00\u00a0SEK'],
    [1234.5, EUR, '€1.234,50'],
    [999.999, EUR, '€1.000,00'],
    [12999.6, HUF, '13 000 Ft'],
    [1.005, SEK, '1.01\u00a0SEK'],
    [-1.005, SEK, '-1.01\u00a0SEK'],
    [2.675, EUR, '€2,68'],
    [1e-7, SEK, '0.00\u00a0SEK'],
    [-0.001, SEK, '0.00\u00a0SEK'],
    [1e21, HUF, '1 000 000 000 000 000 000 000 Ft'],
  ])('formats %d', (value, format, expected) => {
    expect(formatPrice(value, format)).toBe(expected);
  });

  it.each([
    ['absent', {}],
    ['garbage', { decimalDigits: 'two' }],
    ['negative', { decimalDigits: '-1' }],
    ['fractional', { decimalDigits: 1.5 }],
  ])('uses no decimals when decimalDigits is %s', (_name, format) => {
    expect(formatPrice(1234.56, format)).toBe('1 235');
  });

  it('takes decimalDigits as a number too', () => {
    expect(formatPrice(5, { decimalDigits: 2, suffix: ' kr' })).toBe('5.00 kr');
  });

  it('separates thousands with a space by default', () => {
    expect(formatPrice(1000000, { decimalDigits: '0' })).toBe('1 000 000');
  });

  it.each([
    ['a string', '49', SEK],
    ['NaN', Number.NaN, SEK],
    ['Infinity', Number.POSITIVE_INFINITY, SEK],
    ['null', null, SEK],
    ['undefined', undefined, SEK],
    ['no format', 49, undefined],
    ['null format', 49, null],
  ])('returns nothing for %s', (_name, value, format) => {
    expect(formatPrice(value, format)).toBeUndefined();
  });
});
