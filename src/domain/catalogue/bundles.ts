import { priceFor, type ResolvedPrice } from './price';
import { isVariant, type Product } from './product';

export const BUNDLE_QUANTITIES = [1, 3, 5, 10, 11, 12, 15, 20, 30, 40, 50] as const;
const MIN_BUNDLE_DISCOUNT_PERCENT = 0;
export const MAX_BUNDLE_DISCOUNT_PERCENT = 60;
export const REPRESENTATIVE_BUNDLE_QUANTITY = 10;

/** Cans a product stands for: its bundle's quantity, or 1 for a single can. */
export function quantityOf(product: Product): number {
  return product.bundleInfo?.quantity ?? 1;
}

/**
 * The ways to buy a product, smallest first: the product itself and its bundle
 * variants (related products in the 'variant' relation), one per quantity.
 */
export function variantsOf(product: Product): Product[] {
  const variants = [product, ...product.relatedProducts.filter(isVariant)];
  const byQuantity = new Map<number, Product>();
  for (const variant of variants) {
    const quantity = quantityOf(variant);
    if (!byQuantity.has(quantity)) byQuantity.set(quantity, variant);
  }
  return [...byQuantity.entries()].sort(([a], [b]) => a - b).map(([, variant]) => variant);
}

/**
 * The variant a list compares prices by: the 10-can bundle, else the
 * second-smallest variant, else the product itself.
 */
function representativeVariant(product: Product): Product {
  const variants = variantsOf(product);
  return (
    variants.find((variant) => quantityOf(variant) === REPRESENTATIVE_BUNDLE_QUANTITY) ??
    variants[1] ??
    product
  );
}

export function representativePrice(product: Product, pricelist: string | number): ResolvedPrice {
  return priceFor(representativeVariant(product), pricelist);
}

export interface BundleConfigWarning {
  level: 'warning';
  tag: 'bundle_config';
  message: string;
  context: { product: string; name: string; quantity?: number; discount?: number };
}

export type BundleConfigReporter = (warning: BundleConfigWarning) => void;

/**
 * Checks a bundle's quantity and discount against the allowed configuration. A
 * violation is reported as a warning tagged bundle_config and the page goes on:
 * this never throws.
 */
export function validateBundleConfig(
  product: Product,
  report: BundleConfigReporter,
): BundleConfigWarning[] {
  const info = product.bundleInfo;
  if (!info) return [];
  const warnings: BundleConfigWarning[] = [];
  const context = { product: product.id, name: product.name };
  const { quantity, discount } = info;
  if (quantity !== undefined && !(BUNDLE_QUANTITIES as readonly number[]).includes(quantity)) {
    warnings.push({
      level: 'warning',
      tag: 'bundle_config',
      message: `Bundle ${product.name} has quantity ${quantity}; allowed: ${BUNDLE_QUANTITIES.join(', ')}.`,
      context: { ...context, quantity },
    });
  }
  if (
    discount !== undefined &&
    (discount < MIN_BUNDLE_DISCOUNT_PERCENT || discount > MAX_BUNDLE_DISCOUNT_PERCENT)
  ) {
    warnings.push({
      level: 'warning',
      tag: 'bundle_config',
      message: `Bundle ${product.name} has a discount of ${discount}%; allowed: ${MIN_BUNDLE_DISCOUNT_PERCENT}–${MAX_BUNDLE_DISCOUNT_PERCENT}%.`,
      context: { ...context, discount },
    });
  }
  for (const warning of warnings) {
    try {
      report(warning);
    } catch {
      // Reporting is best effort; a broken reporter must not break the page.
    }
  }
  return warnings;
}
