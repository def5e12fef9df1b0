import { describe, expect, it } from 'vitest';
import { logEventSchema } from '../../src/contract/log-event';
import { sekRates } from '../../src/domain/money/conversion-rates';
import { firstMissingRate, firstTimeFor, marketingValueSek, purchaseEvent } from './purchase-event';

const order = {
  order: '10042',
  status: 'confirmed',
  date: '2026-11-23T10:00:00Z',
  currency: 'EUR',
  items: [
    { item: '5002-1', quantity: 2, productName: 'Fjordlys 10-pack', priceEachAsNumber: 45.5 },
  ],
  totals: {
    itemsTotalPrice: '',
    itemsTotalPriceAsNumber: 91,
    totalDiscountPrice: false as const,
    totalDiscountPriceAsNumber: false as const,
    shippingPrice: '',
    shippingPriceAsNumber: 4.9,
    totalQuantity: 2,
    grandTotalPrice: '',
    grandTotalPriceAsNumber: 95.9,
    grandTotalPriceTax: '',
    grandTotalPriceTaxAsNumber: 19.18,
  },
  address: {},
  discounts: { vouchers: [{ voucher: 'WELCOME10' }, { voucher: 'FREESHIP' }] },
};

describe('purchase event', () => {
  it('carries the order as /api/logflare requires, coupons joined by commas', () => {
    const event = purchaseEvent(order, 'pouchatlas.de', 'gclid-1');
    expect(event.data).toEqual({
      host: 'pouchatlas.de',
      clickId: 'gclid-1',
      transactionId: '10042',
      value: 95.9,
      shipping: 4.9,
      tax: 19.18,
      currency: 'EUR',
      coupon: 'WELCOME10,FREESHIP',
      items: [{ id: '5002-1', name: 'Fjordlys 10-pack', price: 45.5, quantity: 2 }],
    });
    expect(logEventSchema.safeParse(event).success).toBe(true);
  });

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
    const map = new Map<string, string>();
    const store = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    expect(firstMissingRate('CHF', store)).toBe(true);
    expect(firstMissingRate('CHF', store)).toBe(false);
    expect(firstMissingRate('ISK', store)).toBe(true);
  });

  it('reports an order once per browser', () => {
    const map = new Map<string, string>();
    const store = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    expect(firstTimeFor('10042', store)).toBe(true);
    expect(firstTimeFor('10042', store)).toBe(false);
    expect(firstTimeFor('10043', store)).toBe(true);
  });
});
