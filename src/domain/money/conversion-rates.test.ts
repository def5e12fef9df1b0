import { describe, expect, it } from 'vitest';
import { convertToSek } from './conversion-rates';

describe('convertToSek', () => {
  it.each([
    [100, 'SEK', 100],
    [10, 'EUR', 114.355],
    [10, 'usd', 102.828],
    [100, 'DKK', 153.26],
    [1000, 'JPY', 70.43],
    [1, 'CAD', 7.57017],
    [100, 'NOK', 96.895],
    [135, 'GBP', 1821.9492],
  ])('converts %d %s', (amount, currency, expected) => {
    const result = convertToSek(amount, currency);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBeCloseTo(expected, 6);
  });

  it.each(['CZK', 'PLN', 'HUF', ''])('reports %j as a currency without a rate', (currency) => {
    expect(convertToSek(10, currency)).toEqual({ ok: false, error: 'unknown-currency', currency });
  });

  it('reports an amount that is not a number', () => {
    expect(convertToSek(Number.NaN, 'EUR')).toEqual({
      ok: false,
      error: 'not-a-number',
      currency: 'EUR',
    });
  });
});
