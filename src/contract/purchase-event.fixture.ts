/** A completed order as the Checkout API answers it, with two vouchers. */
export const PURCHASED_ORDER = {
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
