import type { CardProduct } from '../../../src/contract/page-data';
import { useT } from '../../i18n/i18n-context';
import { ProductCard, ProductGrid } from '../ProductCard';

/**
 * A content card's or an article block's products, as server HTML (each card's button is an
 * island of its own): a grid, one featured product (a singular search block) or a
 * horizontally scrolling row (a slideshow block).
 */
export function ContentProducts({
  source: { key, products, display, title, description },
  cta,
}: {
  source: {
    key: string;
    products: CardProduct[];
    display: 'grid' | 'slideshow' | 'singular';
    title?: string;
    description?: string;
  };
  cta?: { href: string; label: string };
}) {
  const headingId = `${key}-title`;
  const t = useT('storefront');
  if (products.length === 0) return null;
  return (
    <section
      className={`content-products content-products-${display}`}
      aria-labelledby={title ? headingId : undefined}
    >
      {title ? (
        <h2 id={headingId}>{title}</h2>
      ) : (
        <h2 className="visually-hidden">{t('products')}</h2>
      )}
      {description && <p className="lead">{description}</p>}
      {display === 'grid' ? (
        <ProductGrid products={products} />
      ) : display === 'singular' ? (
        <ProductCard product={products[0] as CardProduct} />
      ) : (
        <ul className="product-row">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
      {cta && (
        <p>
          <a className="button" href={cta.href}>
            {cta.label}
          </a>
        </p>
      )}
    </section>
  );
}
