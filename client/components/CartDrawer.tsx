import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { cartLineOf, freeShippingOf } from '../shop/cart-lines';
import { useShop } from '../shop/shop-context';
import { cartAtom } from '../state/cart-state';
import { cartOpenAtom, toastAtom } from '../state/ui-flags';
import { CartLines } from './cart/CartLines';
import { CartTotals } from './cart/CartTotals';
import { VoucherForm } from './cart/VoucherForm';
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
  const shop = useShop();
  // A visitor who never shopped has no session yet: opening the cart starts one.
  useEffect(() => {
    if (!open || selection) return;
    void shop()
      .then((actions) => actions.start())
      .catch((error: unknown) => console.warn('cart could not load', error));
  }, [open, selection, shop]);
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
        <p>{t('cartLoading')}</p>
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
  const shop = useShop();
  const setToast = useSetAtom(toastAtom);
  const [busy, setBusy] = useState(false);
  const removeAll = async () => {
    setBusy(true);
    try {
      await (await shop()).updateItems({ lines: lines.map((line) => ({ line, quantity: 0 })) });
    } catch {
      setToast({ kind: 'error', message: t('generic') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="link-button" disabled={busy} onClick={() => void removeAll()}>
      {t('removeAllLines')}
    </button>
  );
}
