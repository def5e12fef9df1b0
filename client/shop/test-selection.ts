import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';

/** A selection response as the Checkout API answers, with the fields the rules read. */
export function testSelection(
  overrides: {
    token?: string;
    country?: string;
    language?: string;
    currency?: string;
    items?: SelectionResponse['selection']['items'];
    itemsTotal?: number;
    discount?: number;
    loggedIn?: SelectionResponse['loggedIn'];
  } = {},
): SelectionResponse {
  const currency = overrides.currency ?? 'SEK';
  return {
    token: overrides.token ?? 'token-1',
    selection: {
      currency,
      language: overrides.language ?? 'en',
      paymentMethod: 'dummy',
      shippingMethod: 'standard',
      items: overrides.items ?? [],
      discounts: { anyDiscount: false, vouchers: [], automaticDiscounts: [] },
      totals: {
        itemsTotalPrice: '',
        itemsTotalPriceAsNumber: overrides.itemsTotal ?? 0,
        totalDiscountPrice: overrides.discount ? `${overrides.discount}` : false,
        totalDiscountPriceAsNumber: overrides.discount ?? false,
        shippingPrice: '',
        shippingPriceAsNumber: 0,
        totalQuantity: 0,
        grandTotalPrice: '',
        grandTotalPriceAsNumber: 0,
        grandTotalPriceTax: '',
        grandTotalPriceTaxAsNumber: 0,
      },
      currencyFormat: {
        prefix: '',
        suffix: ' kr',
        decimalDigits: 2,
        decimalPoint: ',',
        thousandsSeparator: ' ',
      },
    },
    paymentMethods: [],
    shippingMethods: [],
    countries: [],
    languages: [],
    location: {
      country: overrides.country ?? 'SE',
      name: 'Sweden',
      shipTo: true,
      pricelist: 20,
      currency,
    },
    ...(overrides.loggedIn ? { loggedIn: overrides.loggedIn } : {}),
  };
}

/** A cart line of `quantity` cans, with the price fields left empty. */
export function testLine(
  quantity: number,
  ids: { item: string; line: string } = { item: `i${quantity}`, line: `l${quantity}` },
): SelectionResponse['selection']['items'][number] {
  return {
    ...ids,
    quantity,
    product: {},
    priceEach: '',
    priceEachAsNumber: 0,
    priceEachBeforeDiscount: '',
    priceEachBeforeDiscountAsNumber: 0,
    totalPrice: '',
    totalPriceAsNumber: 0,
  };
}
