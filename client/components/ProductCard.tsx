import type { CardProduct } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';
import { ContentImage } from './ContentImage';
import { ProductTags } from './ProductTags';
import { useAddToCart } from '../shop/use-add-to-cart';

export function ProductCard({ product }: { product: CardProduct }) {
  const t = useT();
  return (
    <article className="product-card">
      <ContentImage image={product.image} decorative />
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

export function ProductGrid({ products }: { products: CardProduct[] }) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
