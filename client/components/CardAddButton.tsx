import { useT } from '../i18n/i18n-context';
import { useAddToCart } from '../shop/use-add-to-cart';

export interface CardAddProps {
  id: string;
  title: string;
  href: string;
  preorder: boolean;
}

/**
 * A product card's add-to-cart button: the one part of a card that runs in the browser, so a
 * card elsewhere than the product list is server HTML around this button's small island.
 */
export function CardAddButton({ id, title, href, preorder }: CardAddProps) {
  const t = useT();
  const { add, adding } = useAddToCart();
  return (
    <button
      type="button"
      className="card-add"
      disabled={adding}
      aria-label={t(preorder ? 'preorderName' : 'addNameToCart', { name: title })}
      onClick={() => void add(id, 1, href)}
    >
      {/* Sold out, it can still be had: as a preorder, which ships as soon as it is back. */}
      {preorder ? t('preorder') : t('addToCart')}
    </button>
  );
}
