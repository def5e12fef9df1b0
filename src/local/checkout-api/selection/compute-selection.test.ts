import { describe, expect, it } from 'vitest';
import { countryByCode } from '../fixtures/countries';
import { currencyFormatOf } from '../fixtures/currency-formats';
import { computeSelection } from './compute-selection';
import type { LineInput, SelectionInput, VoucherInput } from './selection-model';

const line = (overrides: Partial<LineInput> = {}): LineInput => ({
  line: 'a'.repeat(32),
  item: '1001-1',
  quantity: 2,
  comment: '',
  productUrl: null,
  category: null,
  size: '',
  sku: 'SKU',
  ean: '',
  productId: '1001',
  productName: 'Can',
  brandName: 'Brand',
  product: {},
  priceEach: 50,
  priceEachBeforeDiscount: 50,
  ...overrides,
});

const input = (overrides: Partial<SelectionInput> = {}): SelectionInput => ({
  lines: [line()],
  vouchers: [],
  country: countryByCode('SE'),
  language: 'en',
  currency: 'SEK',
  format: currencyFormatOf('SEK'),
  shippingMethod: null,
  paymentMethod: null,
  freeShippingThreshold: 500,
  fallbackVat: 25,
  ...overrides,
});

const voucher = (overrides: Partial<VoucherInput>): VoucherInput => ({
  code: 'CODE',
  kind: 'percent',
  percent: 10,
  amounts: null,
  description: '',
  ...overrides,
});

describe('computeSelection', () => {
  it('totals lines, standard shipping and the VAT included', () => {
    const { totals, shippingMethod, paymentMethod } = computeSelection(input());
    expect(totals).toMatchObject({
      itemsTotalPriceAsNumber: 100,
      itemsTotalPrice: '100,00\u00a0kr',
      shippingPriceAsNumber: 49,
      grandTotalPriceAsNumber: 149,
      grandTotalPriceTaxAsNumber: 29.8,
      totalDiscountPrice: false,
      totalDiscountPriceAsNumber: false,
      taxPercent: 25,
      totalQuantity: 2,
    });
    expect(shippingMethod).toBe('standard');
    expect(paymentMethod).toBe('dummy');
  });

  it.each([
    [499.99, 49],
    [500, 0],
  ])('items worth %d ship for %d (threshold 500)', (total, shipping) => {
    const { totals } = computeSelection(
      input({ lines: [line({ quantity: 1, priceEach: total, priceEachBeforeDiscount: total })] }),
    );
    expect(totals.shippingPriceAsNumber).toBe(shipping);
  });

  it('counts the threshold after vouchers', () => {
    const { totals } = computeSelection(
      input({
        lines: [line({ quantity: 1, priceEach: 520, priceEachBeforeDiscount: 520 })],
        vouchers: [voucher({})],
      }),
    );
    expect(totals.totalDiscountPriceAsNumber).toBe(-52);
    expect(totals.shippingPriceAsNumber).toBe(49);
  });

  it('never discounts below zero, and a free-shipping code frees standard delivery', () => {
    const { totals, discounts } = computeSelection(
      input({
        vouchers: [
          voucher({ kind: 'amount', amounts: { SEK: 500 } }),
          voucher({ code: 'SHIP', kind: 'free_shipping' }),
        ],
      }),
    );
    expect(discounts.discountAsNumber).toBe(-100);
    expect(totals.grandTotalPriceAsNumber).toBe(0);
  });

  it('marks sale lines and lists bundle components', () => {
    const { items } = computeSelection(
      input({
        lines: [
          line({
            priceEach: 400,
            priceEachBeforeDiscount: 500,
            quantity: 1,
            bundle: {
              item: '1-1',
              product: '1',
              productName: 'Can',
              brandName: 'B',
              sku: 'S',
              quantity: 10,
              priceEach: 40,
            },
          }),
        ],
      }),
    );
    expect(items[0]).toMatchObject({
      anyDiscount: true,
      priceEachReductionAsNumber: 100,
      priceEachWithoutTaxAsNumber: 320,
    });
    expect(items[0]!.bundle).toEqual([
      expect.objectContaining({ item: '1-1', quantity: 10, totalPriceAsNumber: 400 }),
    ]);
  });

  it('leaves out lines without a price in the pricelist', () => {
    const { items, totals } = computeSelection(
      input({ lines: [line(), line({ line: 'b'.repeat(32), priceEach: undefined })] }),
    );
    expect(items).toHaveLength(1);
    expect(totals.itemsTotalPriceAsNumber).toBe(100);
  });

  it('offers no methods and charges no shipping without a shippable country', () => {
    const result = computeSelection(input({ country: countryByCode('FR') }));
    expect(result.shippingMethods).toEqual([]);
    expect(result.paymentMethods).toEqual([]);
    expect(result.totals.shippingPriceAsNumber).toBe(0);
  });

  it('formats in the currency of the selection', () => {
    const { totals } = computeSelection(
      input({
        currency: 'EUR',
        format: currencyFormatOf('EUR'),
        country: countryByCode('FI'),
        freeShippingThreshold: 45,
      }),
    );
    expect(totals.grandTotalPrice).toBe('100,00\u00a0€');
  });
});
