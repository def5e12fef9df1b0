import { createdSeconds, popularityOf, representativePrice, type Product } from '../catalogue';
import type { Listing } from './listing';

/** A catalogue product's listing in a pricelist. */
export function listingOf(product: Product, pricelist: string | number): Listing {
  let listPrice: number | undefined;
  try {
    listPrice = representativePrice(product, pricelist).priceAsNumber;
  } catch {
    // An unpriced product cannot be bought; it sorts last instead of breaking the list.
  }
  const createdAt = createdSeconds(product);
  return {
    ...(product.brandName ? { brandName: product.brandName } : {}),
    ...(product.format ? { format: product.format } : {}),
    ...(product.flavour ? { flavour: product.flavour } : {}),
    ...(product.strength ? { strength: product.strength } : {}),
    popularity: popularityOf(product),
    ...(createdAt !== undefined ? { createdAt } : {}),
    ...(listPrice !== undefined ? { listPrice } : {}),
  };
}
