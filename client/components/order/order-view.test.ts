import { describe, expect, it } from 'vitest';
import type { OrderResponse } from '../../../src/contract/checkout-api/schemas';
import { deliveryLinesOf, orderIso, orderStatusWord } from './order-view';

const order = (fields: Partial<OrderResponse['order']>) =>
  ({
    order: '10001',
    status: 'untouched',
    date: '2026-03-05 23:30:00',
    currency: 'SEK',
    items: [],
    totals: {},
    address: {},
    ...fields,
  }) as OrderResponse['order'];

describe('an order’s status', () => {
  it('has a word for every status Centra gives orders (the dictionaries’ types hold each)', () => {
    const statuses = ['untouched', 'progress', 'ok', 'archived', 'failed'] as const;
    expect(statuses.map(orderStatusWord)).toEqual([
      'orderStatus_untouched',
      'orderStatus_progress',
      'orderStatus_ok',
      'orderStatus_archived',
      'orderStatus_failed',
    ]);
  });

  it('has none for a status Centra added since', () => {
    expect(orderStatusWord('on-hold')).toBeNull();
  });
});

describe('an order’s date', () => {
  it('reads Centra’s "YYYY-MM-DD hh:mm:ss" as that calendar day, in UTC', () => {
    expect(orderIso('2026-03-05 23:30:00')).toBe('2026-03-05T23:30:00Z');
    expect(orderIso('2026-03-05T23:30:00Z')).toBe('2026-03-05T23:30:00Z');
    expect(orderIso('yesterday')).toBeNull();
  });
});

describe('an order’s delivery details', () => {
  const billing = {
    email: 'olle@example.com',
    firstName: 'Olle',
    lastName: 'Order',
    address1: 'Gatan 1',
    address2: '',
    zipCode: '111 22',
    city: 'Stockholm',
    country: 'SE',
  };

  it('are the delivery address, its country in the page’s language, and the email', () => {
    const shippingAddress = {
      firstName: 'Lisa',
      lastName: 'Order',
      address1: 'Vägen 2',
      address2: 'c/o Berg',
      zipCode: '00100',
      city: 'Helsinki',
      country: 'FI',
    };
    expect(deliveryLinesOf(order({ address: billing, shippingAddress }), 'de')).toEqual([
      'Lisa Order',
      'Vägen 2',
      'c/o Berg',
      '00100 Helsinki',
      'Finnland',
      'olle@example.com',
    ]);
  });

  it('are the billing address when the order has no delivery address of its own', () => {
    const empty = { firstName: '', address1: '', country: '' };
    expect(deliveryLinesOf(order({ address: billing, shippingAddress: empty }), 'en')).toEqual([
      'Olle Order',
      'Gatan 1',
      '111 22 Stockholm',
      'Sweden',
      'olle@example.com',
    ]);
  });
});
