import { useContext } from 'react';
import { useT } from '../i18n/i18n-context';
import type { DelegatedName } from '../islands/delegated-sources';
import { RenderedIslandsContext } from '../islands/Island';
import { cardAddAttributes } from '../shop/card-add-listener';

/**
 * A product card's add-to-cart button. Plain HTML wherever it is drawn: the page's one
 * listener (`listenForCardAdds`) adds the product, so no card hydrates code of its own. The
 * page sends the words of that code with its first card.
 */
export function CardAddButton({
  id,
  title,
  href,
  preorder,
}: {
  id: string;
  title: string;
  href: string;
  preorder: boolean;
}) {
  const t = useT();
  useContext(RenderedIslandsContext)?.add('card-add' satisfies DelegatedName);
  return (
    <button
      type="button"
      className="card-add"
      aria-label={t(preorder ? 'preorderName' : 'addNameToCart', { name: title })}
      {...cardAddAttributes(id, href)}
    >
      {/* Sold out, it can still be had: as a preorder, which ships as soon as it is back. */}
      {preorder ? t('preorder') : t('addToCart')}
    </button>
  );
}
