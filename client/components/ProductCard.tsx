import type { CardProduct } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';
import { ContentImage } from './ContentImage';
import { ProductTags } from './ProductTags';
import { CardAddButton } from './CardAddButton';

/**
 * How wide a card's image is shown (app.css: columns at least 11rem wide with 1rem gaps, in a
 * page of 1rem padding and at most 1200px; a row's cards 14rem, a single card 16rem): the whole
 * width on a phone too narrow for two columns, half of it below three, never more than 17rem.
 */
const CARD_IMAGE_SIZES =
  '(max-width: 399px) calc(100vw - 2rem), (max-width: 591px) calc(50vw - 1.5rem), 17rem';

/** `eager` for a card in the page's first screen: its image is what the page paints largest. */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const t = useT();
  return (
    <article className="product-card">
      <ContentImage image={product.image} decorative eager={eager} sizes={CARD_IMAGE_SIZES} />
      <ProductTags tags={product.tags} />
      <h3>
        <a href={product.href}>{product.title}</a>
      </h3>
      <p className="price">
        {product.price}
        {product.priceBeforeDiscount && (
          <>
            {' '}
            <s aria-label={t('beforePrice', { price: product.priceBeforeDiscount })}>
              {product.priceBeforeDiscount}
            </s>
          </>
        )}
      </p>
      {(product.available || product.preorder) && (
        <CardAddButton
          id={product.id}
          title={product.title}
          href={product.href}
          preorder={product.preorder === true}
        />
      )}
    </article>
  );
}

/** A grid of product cards; the first `eagerFirst` (the first row on a phone) load at once. */
export function ProductGrid({
  products,
  eagerFirst = 0,
}: {
  products: CardProduct[];
  eagerFirst?: number;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerFirst} />
        </li>
      ))}
    </ul>
  );
}
