import type { SelectionResponse } from '../../../src/contract/checkout-api/schemas';
import { useT } from '../../i18n/i18n-context';

/** Subtotal, discount, shipping and total of a selection, as the Checkout API priced them. */
export function CartTotals({ totals }: { totals: SelectionResponse['selection']['totals'] }) {
  const t = useT();
  return (
    <dl className="cart-totals">
      <dt>{t('subtotal')}</dt>
      <dd>{totals.itemsTotalPrice}</dd>
      {totals.totalDiscountPrice !== false && totals.totalDiscountPriceAsNumber !== 0 && (
        <>
          <dt>{t('discount')}</dt>
          <dd>{totals.totalDiscountPrice}</dd>
        </>
      )}
      <dt>{t('shipping')}</dt>
      <dd>{totals.shippingPrice}</dd>
      <dt className="grand-total">{t('total')}</dt>
      <dd className="grand-total" data-testid="grand-total">
        {totals.grandTotalPrice}
      </dd>
      <dt className="muted">{t('includingTax', { amount: totals.grandTotalPriceTax })}</dt>
      <dd />
    </dl>
  );
}
