import { describe, expect, it } from 'vitest';
import { testLine, testSelection } from '../../tests/fixtures/client/selection';
import {
  afterPaymentStarted,
  afterResponse,
  afterDroppedNotice,
  afterVoucher,
  EMPTY_CART,
  itemCount,
  type CartOperation,
  withSelectionProducts,
} from './cart-state';
import { paymentToContinue } from './payment-to-continue';

const payment = { token: 't', action: 'redirect', url: 'https://psp.example/pay' } as const;
const withPayment = afterPaymentStarted(EMPTY_CART, payment);

describe('cart state rules', () => {
  it('replaces the selection with every response', () => {
    const first = afterResponse(EMPTY_CART, 'fetch', testSelection({ token: 'a' }));
    const second = afterResponse(first, 'add', testSelection({ token: 'b' }));
    expect(second.selection?.token).toBe('b');
  });

  it.each<CartOperation>(['add-with-comment', 'line-quantity', 'batch-update', 'payment-fields'])(
    'keeps the started payment after %s',
    (operation) => {
      expect(afterResponse(withPayment, operation, testSelection()).payment).toEqual(payment);
    },
  );

  it.each<CartOperation>([
    'fetch',
    'add',
    'remove-line',
    'payment-method',
    'shipping-method',
    'voucher',
    'language',
    'country',
    'sign-in',
    'sign-out',
    'customer',
  ])('clears the started payment after %s', (operation) => {
    expect(afterResponse(withPayment, operation, testSelection()).payment).toBeNull();
  });

  describe('the started payment the shopper goes on with', () => {
    /** A selection whose grand total is `total` crowns. */
    const costing = (total: number) => {
      const selection = testSelection();
      selection.selection.totals.grandTotalPriceAsNumber = total;
      return selection;
    };
    const started = afterPaymentStarted(afterResponse(EMPTY_CART, 'fetch', costing(149)), payment);

    it('is the started one while updates keep it and the cart costs what it did', () => {
      expect(paymentToContinue(started)).toEqual(payment);
      const fields = afterResponse(started, 'payment-fields', costing(149));
      expect(paymentToContinue(fields)).toEqual(payment);
    });

    it('pays for the cart it started with: not after a quantity change, again once it is back', () => {
      const more = afterResponse(started, 'line-quantity', costing(198));
      expect(more.payment).toEqual(payment);
      expect(paymentToContinue(more)).toBeNull();
      const back = afterResponse(more, 'line-quantity', costing(149));
      expect(paymentToContinue(back)).toEqual(payment);
    });

    it('is gone after an update that clears it, even when the total comes back', () => {
      const express = afterResponse(started, 'shipping-method', costing(149));
      expect(paymentToContinue(express)).toBeNull();
      expect(paymentToContinue(afterResponse(express, 'line-quantity', costing(149)))).toBeNull();
    });

    it('is never a declined or finished payment', () => {
      const fetched = afterResponse(EMPTY_CART, 'fetch', costing(149));
      const failed = afterPaymentStarted(fetched, { token: 't', action: 'failed' });
      expect(paymentToContinue(failed)).toBeNull();
      const done = afterPaymentStarted(fetched, { token: 't', action: 'success', order: null });
      expect(paymentToContinue(done)).toBeNull();
    });
  });

  it('sets the voucher error on failure and clears it on success or removal', () => {
    const failed = afterVoucher(EMPTY_CART, 'failed');
    expect(failed.voucherError).toBe(true);
    expect(afterVoucher(failed, 'added').voucherError).toBe(false);
    expect(afterVoucher(failed, 'removed').voucherError).toBe(false);
  });

  it('keeps the voucher error across other updates until a voucher succeeds', () => {
    const failed = afterVoucher(EMPTY_CART, 'failed');
    expect(afterResponse(failed, 'line-quantity', testSelection()).voucherError).toBe(true);
  });

  it('counts cans by line quantity', () => {
    expect(itemCount(null)).toBe(0);
    expect(itemCount(testSelection({ items: [testLine(2), testLine(3)] }))).toBe(5);
  });

  it('remembers every product a selection carried, by product id', () => {
    const line = (product: string) => ({
      item: `${product}-1`,
      line: `l-${product}`,
      quantity: 1,
      product: { product, name: `Product ${product}` },
      priceEach: '',
      priceEachAsNumber: 0,
      priceEachBeforeDiscount: '',
      priceEachBeforeDiscountAsNumber: 0,
      totalPrice: '',
      totalPriceAsNumber: 0,
    });
    const first = withSelectionProducts({}, testSelection({ items: [line('1'), line('2')] }));
    const second = withSelectionProducts(first, testSelection({ items: [line('3')] }));
    expect(Object.keys(second).sort()).toEqual(['1', '2', '3']);
    expect(second['2']).toEqual({ product: '2', name: 'Product 2' });
  });

  it('notes the lines a move to another country dropped, until the shopper is told', () => {
    const line = (id: string, quantity: number) => ({
      item: `${id}-1`,
      line: `l-${id}`,
      quantity,
      product: {},
      priceEach: '',
      priceEachAsNumber: 0,
      priceEachBeforeDiscount: '',
      priceEachBeforeDiscountAsNumber: 0,
      totalPrice: '',
      totalPriceAsNumber: 0,
    });
    const swedish = afterResponse(
      EMPTY_CART,
      'fetch',
      testSelection({ country: 'SE', items: [line('a', 2), line('b', 1)] }),
    );
    const danish = afterResponse(
      swedish,
      'country',
      testSelection({ country: 'DK', items: [line('b', 1)] }),
    );
    expect(danish.droppedForCountry).toEqual({ count: 2, country: 'DK' });
    expect(afterDroppedNotice(danish).droppedForCountry).toBeNull();
    // A line the shopper removes is not one the country dropped.
    const removed = afterResponse(swedish, 'remove-line', testSelection({ items: [line('b', 1)] }));
    expect(removed.droppedForCountry).toBeNull();
    // Nor is anything when the country stays.
    const same = afterResponse(swedish, 'country', testSelection({ country: 'SE', items: [] }));
    expect(same.droppedForCountry).toBeNull();
  });
});
