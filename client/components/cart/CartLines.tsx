import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { CartLine } from '../../shop/cart-lines';
import { useShop } from '../../shop/shop-context';
import { toastAtom } from '../../state/ui-flags';
import { ContentImage } from '../ContentImage';

/** The selection's lines with quantity steppers and remove buttons. */
export function CartLines({ lines, editable = true }: { lines: CartLine[]; editable?: boolean }) {
  return (
    <ul className="cart-lines">
      {lines.map((line) => (
        <CartLineRow key={line.line} line={line} editable={editable} />
      ))}
    </ul>
  );
}

function CartLineRow({ line, editable }: { line: CartLine; editable: boolean }) {
  const t = useT();
  const shop = useShop();
  const setToast = useSetAtom(toastAtom);
  const [busy, setBusy] = useState(false);
  const change = async (update: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await update();
    } catch {
      setToast({ kind: 'error', message: t('generic') });
    } finally {
      setBusy(false);
    }
  };
  const setQuantity = (quantity: number) =>
    change(async () => {
      const actions = await shop();
      return quantity < 1
        ? actions.removeLine(line.line)
        : actions.setLineQuantity(line.line, quantity);
    });
  return (
    <li className="cart-line" aria-busy={busy}>
      <ContentImage
        image={line.image ? { src: line.image, width: 64, height: 64, alt: '' } : undefined}
        decorative
      />
      <div className="cart-line-body">
        <p className="cart-line-name">{line.name}</p>
        {line.cansEach > 1 && <p className="muted">{t('bundleOf', { count: line.cansEach })}</p>}
        {line.preorder && <p className="muted">{t('preorderLine')}</p>}
        <p className="muted">
          {line.quantity} × {line.priceEach}
        </p>
      </div>
      <div className="cart-line-side">
        <p className="cart-line-total">{line.total}</p>
        {editable && (
          <div className="stepper">
            <button
              type="button"
              disabled={busy}
              aria-label={t('decreaseQuantity', { name: line.name })}
              onClick={() => void setQuantity(line.quantity - 1)}
            >
              −
            </button>
            <output aria-label={t('quantityOf', { name: line.name })}>{line.quantity}</output>
            <button
              type="button"
              disabled={busy}
              aria-label={t('increaseQuantity', { name: line.name })}
              onClick={() => void setQuantity(line.quantity + 1)}
            >
              +
            </button>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              aria-label={t('removeLine', { name: line.name })}
              onClick={() => void change(async () => (await shop()).removeLine(line.line))}
            >
              ×
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
