import type { Product } from '../../domain/catalogue';

type Availability = { stock: 'in-stock' | 'few' | 'sold-out'; preorder: boolean };

const schemaAvailability = ({ stock, preorder }: Availability) =>
  stock !== 'sold-out'
    ? 'https://schema.org/InStock'
    : preorder
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/OutOfStock';

/** schema.org Product markup for a product page: search engines show its price and stock. */
export function productJsonLd(
  product: Product,
  offer: { price: number; currency: string; availability: Availability } | undefined,
): Record<string, unknown> {
  const image = product.media?.standard[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(image ? { image } : {}),
    ...(product.excerpt ? { description: product.excerpt } : {}),
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            price: offer.price,
            priceCurrency: offer.currency,
            availability: schemaAvailability(offer.availability),
          },
        }
      : {}),
  };
}
