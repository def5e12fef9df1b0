import { useContext } from 'react';
import { preload } from 'react-dom';
import type { CardProduct } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';
import type { DelegatedName } from '../islands/delegated-sources';
import { RenderedIslandsContext } from '../islands/Island';
import { CARD_IMAGE_SIZES, cardCanBeAdded, productCardHtml } from './product-card-markup';

/**
 * A product card: its contents are plain HTML (`productCardHtml`), the same on the server and
 * in the browser. `eager` for a card in the page's first screen: its image is what the page
 * paints largest, so the page asks for it in its head.
 */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const t = useT('storefront');
  // The page's one listener adds a card's product; the page sends that code's words with
  // its first card that has a button.
  const rendered = useContext(RenderedIslandsContext);
  if (cardCanBeAdded(product)) rendered?.add('card-add' satisfies DelegatedName);
  const { image } = product;
  if (eager && image)
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: image.srcSet,
      imageSizes: image.srcSet ? CARD_IMAGE_SIZES : undefined,
    });
  return (
    <article
      className="product-card"
      dangerouslySetInnerHTML={{ __html: productCardHtml(product, { eager, t }) }}
    />
  );
}

/** A card the server rendered and the browser has not redrawn since: its HTML is kept. */
export interface KeptCard {
  id: string;
  kept: true;
}

// React hydrates an element's inner HTML as the server wrote it, and writes it again only
// when `__html` changes: an empty one that never changes leaves the server's card in place.
const SERVER_HTML = { __html: '' };

/** A grid of product cards; the first `eagerFirst` (the first row on a phone) load at once. */
export function ProductGrid({
  products,
  eagerFirst = 0,
}: {
  products: readonly (CardProduct | KeptCard)[];
  eagerFirst?: number;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          {'kept' in product ? (
            <article
              className="product-card"
              dangerouslySetInnerHTML={SERVER_HTML}
              suppressHydrationWarning
            />
          ) : (
            <ProductCard product={product} eager={index < eagerFirst} />
          )}
        </li>
      ))}
    </ul>
  );
}
