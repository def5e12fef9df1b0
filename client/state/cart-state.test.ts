import { describe, expect, it } from 'vitest';
import { testSelection } from '../shop/test-selection';
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
    const line = (quantity: number) => ({
      item: `i${quantity}`,
      line: `l${quantity}`,
      quantity,
      product: {},
      priceEach: '',
      priceEachAsNumber: 0,
      priceEachBeforeDiscount: '',
      priceEachBeforeDiscountAsNumber: 0,
      totalPrice: '',
      totalPriceAsNumber: 0,
    });
    expect(itemCount(null)).toBe(0);
    expect(itemCount(testSelection({ items: [line(2), line(3)] }))).toBe(5);
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
