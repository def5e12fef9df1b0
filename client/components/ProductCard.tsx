import type { CardProduct } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';
import { ContentImage } from './ContentImage';
import { ProductTags } from './ProductTags';
import { useAddToCart } from '../shop/use-add-to-cart';

/** `eager` for a card in the page's first screen: its image is what the page paints largest. */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const t = useT();
  return (
    <article className="product-card">
      <ContentImage image={product.image} decorative eager={eager} />
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
      {(product.available || product.preorder) && <CardAddButton product={product} />}
    </article>
  );
}

function CardAddButton({ product }: { product: CardProduct }) {
  const t = useT();
  const { add, adding } = useAddToCart();
  return (
    <button
      type="button"
      className="card-add"
      disabled={adding}
      aria-label={t(product.preorder ? 'preorderName' : 'addNameToCart', { name: product.title })}
      onClick={() => void add(product.id, 1, product.href)}
    >
      {/* Sold out, it can still be had: as a preorder, which ships as soon as it is back. */}
      {product.preorder ? t('preorder') : t('addToCart')}
    </button>
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
