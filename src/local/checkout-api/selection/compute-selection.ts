import {
  paymentMethodsFor,
  startsByInitiation,
  type PaymentMethodDefinition,
} from '../fixtures/payment-methods';
import { shippingMethodsFor, type ShippingMethodDefinition } from '../fixtures/shipping-methods';
import { methodName } from '../fixtures/method-names';
import { moneyPair, moneyPairOrFalse, roundMoney } from './money';
import type { LineInput, SelectionInput, VoucherInput } from './selection-model';

const taxOf = (gross: number, vat: number) => (gross * vat) / (100 + vat);

/** Only lines priced in the selection's pricelist can be bought; the rest are dropped by re-pricing. */
type PricedLine = LineInput & { priceEach: number; priceEachBeforeDiscount: number };

function lineJson(line: PricedLine, input: SelectionInput, vat: number) {
  const { format } = input;
  const before = Math.max(line.priceEachBeforeDiscount, line.priceEach);
  return {
    item: line.item,
    productUrl: line.productUrl,
    category: line.category,
    comment: line.comment,
    size: line.size,
    sku: line.sku,
    ean: line.ean,
    upc: '',
    quantity: line.quantity,
    line: line.line,
    product: line.product,
    productName: line.productName,
    brandName: line.brandName,
    ...moneyPair('priceEach', line.priceEach, format),
    ...moneyPair('totalPrice', line.priceEach * line.quantity, format),
    ...moneyPair('priceEachBeforeDiscount', before, format),
    ...moneyPair('totalPriceBeforeDiscount', before * line.quantity, format),
    anyDiscount: before > line.priceEach,
    taxPercent: vat,
    ...moneyPair('priceEachWithoutTax', line.priceEach - taxOf(line.priceEach, vat), format),
    ...moneyPair('priceEachReduction', before - line.priceEach, format),
    discounts: { vouchers: [], automaticDiscounts: [] },
    ...(line.bundle
      ? {
          bundle: [
            {
              item: line.bundle.item,
              product: line.bundle.product,
              productName: line.bundle.productName,
              brandName: line.bundle.brandName,
              sku: line.bundle.sku,
              quantity: line.bundle.quantity * line.quantity,
              ...moneyPair('priceEach', line.bundle.priceEach, format),
              ...moneyPair(
                'totalPrice',
                line.bundle.priceEach * line.bundle.quantity * line.quantity,
                format,
              ),
            },
          ],
        }
      : {}),
  };
}

function voucherPriceOff(voucher: VoucherInput, itemsTotal: number, currency: string): number {
  if (voucher.kind === 'percent') return (itemsTotal * (voucher.percent ?? 0)) / 100;
  if (voucher.kind === 'amount') return voucher.amounts?.[currency] ?? 0;
  return 0;
}

function shippingPrice(
  method: ShippingMethodDefinition,
  input: SelectionInput,
  itemsAfterDiscount: number,
  freeShippingVoucher: boolean,
): number {
  if (!method.freeAboveThreshold) return method.prices[input.currency] ?? 0;
  if (freeShippingVoucher) return 0;
  const threshold = input.freeShippingThreshold;
  if (threshold !== undefined && itemsAfterDiscount >= threshold) return 0;
  return method.prices[input.currency] ?? 0;
}

function chosen<T>(options: T[], id: string | null, key: (option: T) => string): T | undefined {
  return options.find((option) => key(option) === id) ?? options[0];
}

/**
 * Prices a selection the way Centra does on every change: lines, vouchers, shipping,
 * the payment method's handling cost and the VAT included in the total.
 */
export function computeSelection(input: SelectionInput) {
  const { format, currency } = input;
  const vat = input.country?.vat ?? input.fallbackVat;
  const lines = input.lines.filter(
    (line): line is PricedLine =>
      line.priceEach !== undefined && line.priceEachBeforeDiscount !== undefined,
  );
  const itemsTotal = roundMoney(
    lines.reduce((sum, line) => sum + roundMoney(line.priceEach * line.quantity, format), 0),
    format,
  );
  let remaining = itemsTotal;
  const vouchers = input.vouchers.map((voucher) => {
    const off = Math.min(
      roundMoney(voucherPriceOff(voucher, itemsTotal, currency), format),
      remaining,
    );
    remaining -= off;
    return { voucher, off };
  });
  const discount = itemsTotal - remaining;
  const freeShippingVoucher = input.vouchers.some((voucher) => voucher.kind === 'free_shipping');

  const shippingOptions = shippingMethodsFor(input.country);
  const shippingMethods = shippingOptions.map((method) => ({
    shippingMethod: method.shippingMethod,
    name: methodName(method.names, input.language),
    ...moneyPair('price', shippingPrice(method, input, remaining, freeShippingVoucher), format),
  }));
  const shipping = chosen(shippingOptions, input.shippingMethod, (m) => m.shippingMethod);
  const shippingCost =
    lines.length && shipping ? shippingPrice(shipping, input, remaining, freeShippingVoucher) : 0;

  const paymentOptions = paymentMethodsFor(input.country);
  const payment = chosen(paymentOptions, input.paymentMethod, (m) => m.paymentMethod);
  const handlingCost = lines.length && payment ? payment.handlingCost : 0;
  const grandTotal = remaining + shippingCost + handlingCost;

  return {
    lines,
    shippingMethod: shipping?.shippingMethod ?? null,
    shippingMethodName: shipping ? methodName(shipping.names, input.language) : null,
    paymentMethod: payment?.paymentMethod ?? null,
    paymentMethodName: payment ? methodName(payment.names, input.language) : null,
    grandTotal: roundMoney(grandTotal, format),
    items: lines.map((line) => lineJson(line, input, vat)),
    discounts: {
      anyDiscount: discount > 0,
      ...moneyPair('discount', -discount, format),
      automaticDiscounts: [],
      vouchers: vouchers.map(({ voucher, off }) => ({
        voucher: voucher.code,
        type: 'code',
        description: voucher.description,
        ...moneyPair('priceOff', -off, format),
      })),
    },
    totals: {
      ...moneyPair('itemsTotalPrice', itemsTotal, format),
      ...moneyPairOrFalse('totalDiscountPrice', -discount, format),
      ...moneyPair('shippingPrice', shippingCost, format),
      ...moneyPair('handlingCostPrice', handlingCost, format),
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      taxDeducted: false,
      taxDeductedAsNumber: false,
      taxAdded: false,
      taxAddedAsNumber: false,
      taxPercent: vat,
      ...moneyPair('grandTotalPrice', grandTotal, format),
      ...moneyPair('grandTotalPriceTax', taxOf(grandTotal, vat), format),
    },
    shippingMethods,
    paymentMethods: paymentOptions.map((method) => paymentMethodJson(method, input)),
  };
}

function paymentMethodJson(method: PaymentMethodDefinition, input: SelectionInput) {
  return {
    paymentMethod: method.paymentMethod,
    name: methodName(method.names, input.language),
    ...moneyPair('handlingCost', method.handlingCost, input.format),
    // The card widget starts before the shopper pays; the pay-later one, started by the payment,
    // collects the address itself.
    supportsInitiateOnly: startsByInitiation(method),
    providesCustomerAddressAfterPayment: method.behaviour === 'pay-later-widget',
    paymentMethodType: method.paymentMethodType,
  };
}

export type ComputedSelection = ReturnType<typeof computeSelection>;
