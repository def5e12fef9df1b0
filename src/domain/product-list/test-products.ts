import { mapCentraProduct } from '../catalogue';
import type { Listing } from './listing';
import { listingOf } from './listing-of';

interface Spec {
  id: string;
  brandName?: string;
  flavour?: string;
  strength?: string;
  format?: string;
  popularity?: string;
  createdAt?: string;
  price?: number;
}

export type ListedProduct = Listing & { id: string };

/** A catalogue product as a list sees it (pricelist 20), mapped as the shop maps Centra's. */
export function product(spec: Spec): ListedProduct {
  const mapped = mapCentraProduct({
    product: spec.id,
    name: `Product ${spec.id}`,
    brandName: spec.brandName,
    flavour: spec.flavour,
    strength: spec.strength,
    format: spec.format,
    popularity_text: spec.popularity,
    createdAt: spec.createdAt,
    priceAsNumber: spec.price,
  });
  return { id: mapped.id, ...listingOf(mapped, 20) };
}

/** A small catalogue covering every filter attribute, including gaps. */
export const catalogue: ListedProduct[] = [
  product({
    id: 'a',
    brandName: 'Velo',
    flavour: 'mint',
    strength: '2',
    format: 'slim',
    popularity: '50',
    createdAt: '2024-01-01 10:00:00',
    price: 49,
  }),
  product({
    id: 'b',
    brandName: 'Zyn',
    flavour: 'citrus',
    strength: '3',
    format: 'mini',
    popularity: '900',
    createdAt: '2024-06-01 10:00:00',
    price: 55,
  }),
  product({
    id: 'c',
    brandName: 'Velo',
    flavour: 'berry',
    strength: '4',
    format: 'slim',
    popularity: 'n/a',
    createdAt: '2023-01-01 10:00:00',
    price: 39,
  }),
  product({
    id: 'd',
    brandName: 'Loop',
    flavour: 'mint',
    strength: '1',
    format: 'large',
    popularity: '120',
    price: 60,
  }),
  product({ id: 'e', brandName: 'zyn', popularity: '120', createdAt: '2025-01-01 10:00:00' }),
];

export const ids = (products: readonly { id: string }[]) => products.map((p) => p.id);
