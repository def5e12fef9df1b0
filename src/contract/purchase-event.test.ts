import { describe, expect, it } from 'vitest';
import { purchaseEvent } from './purchase-event';
import { PURCHASED_ORDER as order } from '../../tests/fixtures/client/purchase-event';

describe('purchase event', () => {
  it('carries the order’s totals, items and click id as the event log requires, coupons joined by commas', () => {
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
  });
});
