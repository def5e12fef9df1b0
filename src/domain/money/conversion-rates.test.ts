import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets';
import { convertToSek, sekRates } from './conversion-rates';

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
  ])('converts %d %s at the fixed rate', (amount, currency, expected) => {
    const result = convertToSek(amount, currency);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBeCloseTo(expected, 6);
  });

  it.each([
    [1000, 'CZK', 457.4],
    [100, 'PLN', 269.07],
    [10000, 'HUF', 289.5],
  ])('converts %d %s at the documented default', (amount, currency, expected) => {
    const result = convertToSek(amount, currency);
    expect(result.ok && result.value).toBeCloseTo(expected, 6);
  });

  it('has a rate for every market currency', () => {
    for (const market of MARKETS) expect(convertToSek(1, market.currency).ok).toBe(true);
  });

  it('takes configured rates for other currencies, but never overrides a fixed one', () => {
    const rates = sekRates({ chf: 12.1, PLN: 2.5, EUR: 1 });
    const value = (currency: string) => {
      const converted = convertToSek(10, currency, rates);
      return converted.ok ? converted.value : undefined;
    };
    expect(value('CHF')).toBeCloseTo(121, 9);
    expect(value('PLN')).toBeCloseTo(25, 9);
    expect(value('EUR')).toBeCloseTo(114.355, 9);
  });

  it.each(['CHF', 'XYZ', ''])('reports %j as a currency without a rate', (currency) => {
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
