import type { FormEvent } from 'react';
import type { PageData } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';
import { useAddToCart } from '../shop/use-add-to-cart';

type ProductPageData = Extract<PageData, { kind: 'product' }>;

export type BuyBoxProps = Pick<
  ProductPageData,
  'id' | 'price' | 'bundles' | 'preorder' | 'productUrl'
>;

/**
 * The pack chooser and the add button: a form whose choice is read when it is sent, so a pack
 * picked before this code ran (the page is HTML until the shopper touches it) is the one added.
 */
export function ProductBuyBox({ id, price, bundles, preorder, productUrl }: BuyBoxProps) {
  const t = useT('storefront');
  const { add, adding } = useAddToCart();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('pack');
    void add(typeof chosen === 'string' ? chosen : id, 1, productUrl);
  };
  return (
    <form className="buy-box" onSubmit={onSubmit}>
      {bundles.length > 0 && (
        <fieldset className="bundle-chooser">
          <legend>{t('chooseBundle')}</legend>
          <label className="radio">
            <input type="radio" name="pack" value={id} defaultChecked /> {t('singleCan')} – {price}
          </label>
          {bundles.map((bundle) => (
            <label key={bundle.id} className="radio">
              <input type="radio" name="pack" value={bundle.id} />{' '}
              {t('packOf', { quantity: bundle.quantity })} – {bundle.price} (
              {t('perCan', { price: bundle.pricePerCan })},{' '}
              {t('save', { percent: bundle.savingPercent })})
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="primary" disabled={adding}>
        {preorder ? t('preorder') : t('addToCart')}
      </button>
    </form>
  );
}
