import type { CardProduct } from '../../../src/contract/page-data';
import { ProductsInContent } from './ProductsCard';

/**
 * A content card's or an article block's products: server HTML whose cards' buttons are
 * islands of their own, so the cards' data is not sent twice.
 */
export function ContentProducts({
  source,
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
  return (
    <ProductsInContent
      products={source.products}
      display={source.display}
      title={source.title}
      description={source.description}
      cta={cta}
      headingId={`${source.key}-title`}
    />
  );
}
