import { quantityOf, variantsOf } from './bundles';
import type { Product } from './product';

export interface BundleSaving {
  variant: Product;
  quantity: number;
  /** The bundle's price, in the pricelist's currency. */
  price: number;
  perCan: number;
  /** Whole percent saved per can against the single can; never below zero. */
  savingPercent: number;
}

/**
 * What each multipack of a product costs per can and saves against buying single cans, for
 * the bundle chooser. Bundles without a price in the pricelist are left out.
 */
export function bundleSavings(
  product: Product,
  priceOf: (variant: Product) => number | undefined,
): BundleSaving[] {
  const single = priceOf(product);
  if (!single) return [];
  return variantsOf(product).flatMap((variant) => {
    const quantity = quantityOf(variant);
    const price = priceOf(variant);
    if (price === undefined || quantity <= 1) return [];
    const perCan = price / quantity;
    return [
      {
        variant,
        quantity,
        price,
        perCan,
        savingPercent: Math.max(0, Math.round((1 - perCan / single) * 100)),
      },
    ];
  });
}
