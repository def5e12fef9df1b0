import { describe, expect, it } from 'vitest';
import { PURCHASED_ORDER as order } from '../../tests/fixtures/client/purchase-event';
import { sekRates } from '../../src/domain/money/conversion-rates';
import { firstMissingRate, firstTimeFor, marketingValueSek } from './marketing-value';

/** A browser's storage, in memory. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('the purchase as the page’s tags hear of it', () => {
  it('converts the marketing value to SEK at the shop’s rates', () => {
    const rates = sekRates();
    const converted = marketingValueSek(order, rates);
    expect(converted.ok && converted.value).toBeCloseTo(95.9 * 11.4355, 6);
    expect(marketingValueSek({ ...order, currency: 'CHF' }, rates)).toEqual({
      ok: false,
      error: 'unknown-currency',
      currency: 'CHF',
    });
  });

  it('reports a currency without a rate once per browser', () => {
    const store = memoryStore();
    expect(firstMissingRate('CHF', store)).toBe(true);
    expect(firstMissingRate('CHF', store)).toBe(false);
    expect(firstMissingRate('ISK', store)).toBe(true);
  });

  it('reports an order once per browser', () => {
    const store = memoryStore();
    expect(firstTimeFor('10042', store)).toBe(true);
    expect(firstTimeFor('10042', store)).toBe(false);
    expect(firstTimeFor('10043', store)).toBe(true);
  });
});
