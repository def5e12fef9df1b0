import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useT } from '../i18n/i18n-context';
import { cartLineOf, freeShippingOf } from '../shop/cart-lines';
import { useCartAction } from '../shop/use-cart-action';
import { cartAtom } from '../state/cart-state';
import { cartOpenAtom } from '../state/ui-flags';
import { CartLines } from './cart/CartLines';
import { CartTotals } from './cart/CartTotals';
import { VoucherForm } from './cart/VoucherForm';
import { FormAlert } from './FormAlert';
import { ModalDialog } from './ModalDialog';

/** The cart drawer: lines, totals, free-shipping incentive, vouchers, checkout link. */
export default function CartDrawer({
  checkoutHref,
  freeShipping,
}: {
  checkoutHref: string;
  freeShipping: Record<string, number>;
}) {
  const t = useT();
  const [open, setOpen] = useAtom(cartOpenAtom);
  const { selection } = useAtomValue(cartAtom);
  const [run, starting, startFailure] = useCartAction();
  // A visitor who never shopped has no session yet: opening the cart starts one.
  useEffect(() => {
    if (!open || selection) return;
    void run((shop) => shop.start());
  }, [open, selection, run]);
  const items = selection?.selection.items ?? [];
  const incentive = selection ? freeShippingOf(selection.selection, freeShipping) : null;
  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      titleId="cart-title"
      className="cart-drawer"
    >
      <div className="drawer-head">
        <h2 id="cart-title">{t('cartTitle')}</h2>
        <button type="button" onClick={() => setOpen(false)}>
          {t('close')}
        </button>
      </div>
      {!selection ? (
        startFailure && !starting ? (
          <FormAlert>{startFailure}</FormAlert>
        ) : (
          <p>{t('cartLoading')}</p>
        )
      ) : items.length === 0 ? (
        <p>{t('cartEmpty')}</p>
      ) : (
        <>
          {incentive && (
            <p className="free-shipping" role="status">
              {incentive.reached
                ? t('freeShippingReached')
                : t('freeShippingRemaining', { amount: incentive.remaining })}
            </p>
          )}
          <CartLines lines={items.map(cartLineOf)} />
          {items.length > 1 && <RemoveAllLines lines={items.map((item) => item.line)} />}
          <VoucherForm />
          <CartTotals totals={selection.selection.totals} />
          <a className="button primary checkout-link" href={checkoutHref}>
            {t('checkout')}
          </a>
        </>
      )}
    </ModalDialog>
  );
}

/** Empties the cart in one batch update of its lines. */
function RemoveAllLines({ lines }: { lines: string[] }) {
  const t = useT();
  const [run, busy, failure] = useCartAction();
  const removeAll = () =>
    run((shop) => shop.updateItems({ lines: lines.map((line) => ({ line, quantity: 0 })) }));
  return (
    <>
      <button
        type="button"
        className="link-button"
        disabled={busy}
        onClick={() => void removeAll()}
      >
        {t('removeAllLines')}
      </button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </>
  );
}
