import type { PriceFields, Product } from './product';

function missingPriceMessage(name: string): string {
  return `Missing price on ${name}. This may indicate a bundle without a product.`;
}

class MissingPriceError extends Error {
  constructor(readonly productName: string) {
    super(missingPriceMessage(productName));
    this.name = 'MissingPriceError';
  }
}

export interface ResolvedPrice extends PriceFields {
  priceAsNumber: number;
  /** For bundles: what the cans cost one by one. */
  priceOfItemsAsNumber?: number;
}

/**
 * The product's price in a pricelist: from the prices map when the product was read
 * for all pricelists, else from its single price fields. A product without one is a
 * catalogue error (typically a bundle whose product is missing), so this throws.
 */
export function priceFor(product: Product, pricelist: string | number): ResolvedPrice {
  if (product.prices) {
    const entry = product.prices[String(pricelist)];
    if (entry) return entry;
    throw new MissingPriceError(product.name);
  }
  if (typeof product.priceAsNumber !== 'number') throw new MissingPriceError(product.name);
  const { priceAsNumber, bundleInfo } = product;
  return {
    price: product.price,
    priceAsNumber,
    priceBeforeDiscount: product.priceBeforeDiscount,
    priceBeforeDiscountAsNumber: product.priceBeforeDiscountAsNumber,
    discountPercent: product.discountPercent,
    showAsOnSale: product.showAsOnSale,
    showAsNew: product.showAsNew,
    ...(bundleInfo?.priceOfItemsAsNumber !== undefined
      ? { priceOfItemsAsNumber: bundleInfo.priceOfItemsAsNumber }
      : {}),
  };
}
