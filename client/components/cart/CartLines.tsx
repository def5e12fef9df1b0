import { useT } from '../../i18n/i18n-context';
import type { CartLine } from '../../shop/cart-lines';
import { useCartAction } from '../../shop/use-cart-action';
import { ContentImage } from '../ContentImage';
import { FormAlert } from '../FormAlert';

/** The selection's lines, with quantity steppers and remove buttons where they can change. */
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
  return (
    <li className="cart-line">
      <ContentImage
        image={line.image ? { src: line.image, width: 64, height: 64, alt: '' } : undefined}
        decorative
      />
      <div className="cart-line-body">
        <p className="cart-line-name">{line.name}</p>
        {line.cansEach > 1 && <p className="muted">{t('bundleOf', { count: line.cansEach })}</p>}
        {line.preorder && <p className="muted">{t('preorderLine')}</p>}
        {line.comment && <p className="muted">{t('lineNote', { note: line.comment })}</p>}
        <p className="muted">
          {line.quantity} × {line.priceEach}
        </p>
      </div>
      <div className="cart-line-side">
        <p className="cart-line-total">{line.total}</p>
        {editable && <LineControls line={line} />}
      </div>
    </li>
  );
}

/** One less, one more, remove: each through the cart's one runner, busy and told as one. */
function LineControls({ line }: { line: CartLine }) {
  const t = useT();
  const [run, busy, failure] = useCartAction();
  const setQuantity = (quantity: number) =>
    void run((shop) =>
      quantity < 1 ? shop.removeLine(line.line) : shop.setLineQuantity(line.line, quantity),
    );
  return (
    <>
      <div className="stepper" aria-busy={busy}>
        <button
          type="button"
          disabled={busy}
          aria-label={t('decreaseQuantity', { name: line.name })}
          onClick={() => setQuantity(line.quantity - 1)}
        >
          −
        </button>
        <output aria-label={t('quantityOf', { name: line.name })}>{line.quantity}</output>
        <button
          type="button"
          disabled={busy}
          aria-label={t('increaseQuantity', { name: line.name })}
          onClick={() => setQuantity(line.quantity + 1)}
        >
          +
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          aria-label={t('removeLine', { name: line.name })}
          onClick={() => setQuantity(0)}
        >
          ×
        </button>
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
    </>
  );
}
