import type { CardProduct } from '../../../src/contract/page-data';
import { Island } from '../../islands/Island';

/** A content card's or an article block's products, as an island that runs on a touch. */
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
    <Island
      name="products-in-content"
      hydrate="interaction"
      props={{
        products: source.products,
        display: source.display,
        title: source.title,
        description: source.description,
        cta,
        headingId: `${source.key}-title`,
      }}
    />
  );
}
