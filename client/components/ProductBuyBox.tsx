import type { FormEvent } from 'react';
import type { PageData } from '../../src/contract/page-data';
import { useT } from '../i18n/i18n-context';
import { useCartAction } from '../shop/use-cart-action';
import { FormAlert } from './FormAlert';

type ProductPageData = Extract<PageData, { kind: 'product' }>;

export type BuyBoxProps = Pick<
  ProductPageData,
  'id' | 'price' | 'bundles' | 'preorder' | 'productUrl'
>;

/** As long a note as the shop's add endpoint and the Checkout API keep on a line. */
const NOTE_MAX_LENGTH = 500;

/** The note written for the line, if any (a blank one is none). */
const noteOf = (form: FormData) => String(form.get('comment') ?? '').trim() || undefined;

/**
 * The pack chooser, an optional note for the line and the add button: a form whose fields are
 * read when it is sent, so a pack picked or a note typed before this code ran (the page is
 * HTML until the shopper touches it) is the one added.
 */
export function ProductBuyBox({ id, price, bundles, preorder, productUrl }: BuyBoxProps) {
  const t = useT('storefront');
  const [run, adding, failure] = useCartAction();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const chosen = fields.get('pack');
    const added = await run(
      (shop) =>
        shop.addProduct(typeof chosen === 'string' ? chosen : id, 1, productUrl, noteOf(fields)),
      { done: 'itemAdded', failed: 'addFailed' },
    );
    // The note went with this line: the next add starts without one.
    const note = form.elements.namedItem('comment');
    if (added && note instanceof HTMLInputElement) note.value = '';
  };
  return (
    <form className="buy-box" onSubmit={(event) => void onSubmit(event)} aria-busy={adding}>
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
      <details className="line-note">
        <summary>{t('addNote')}</summary>
        <label className="field">
          {t('noteLabel')}
          <input type="text" name="comment" maxLength={NOTE_MAX_LENGTH} autoComplete="off" />
        </label>
      </details>
      <button type="submit" className="primary" disabled={adding}>
        {preorder ? t('preorder') : t('addToCart')}
      </button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </form>
  );
}
