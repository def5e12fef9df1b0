import type { ItemAvailability, Product as SchemaProduct } from 'schema-dts';
import type { Product } from '../../domain/catalogue';

type Availability = { stock: 'in-stock' | 'few' | 'sold-out'; preorder: boolean };

const schemaAvailability = ({ stock, preorder }: Availability): ItemAvailability =>
  stock !== 'sold-out'
    ? 'https://schema.org/InStock'
    : preorder
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/OutOfStock';

/**
 * schema.org Product markup for a product page: search engines show its price in the
 * market's currency and whether it is in stock, sold out or open for preorder.
 */
export function productJsonLd(
  product: Product,
  page: { url: string; imageUrl: string | undefined },
  offer: { price: number; currency: string; availability: Availability } | undefined,
): SchemaProduct {
  return {
    '@type': 'Product',
    '@id': `${page.url}#product`,
    url: page.url,
    name: product.name,
    sku: product.sku,
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(page.imageUrl ? { image: page.imageUrl } : {}),
    ...(product.excerpt ? { description: product.excerpt } : {}),
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            url: page.url,
            price: offer.price.toFixed(2),
            priceCurrency: offer.currency,
            availability: schemaAvailability(offer.availability),
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
}
