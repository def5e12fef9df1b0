import { useAtomValue } from 'jotai';
import { useId, type FormEvent } from 'react';
import type { SelectionResponse } from '../../../src/contract/checkout-api/schemas';
import { useT } from '../../i18n/i18n-context';
import { useCartAction } from '../../shop/use-cart-action';
import { cartAtom } from '../../state/cart-state';
import { FormAlert } from '../FormAlert';

type Voucher = SelectionResponse['selection']['discounts']['vouchers'][number];

/**
 * Voucher entry and the applied vouchers; a code the API does not know sets the error flag,
 * any other failure (the call never answered) is told as the cart's other actions tell theirs.
 * The code is read from the field when sent, so a code typed before the page ran counts too.
 */
export function VoucherForm() {
  const t = useT();
  const { selection, voucherError } = useAtomValue(cartAtom);
  const [run, busy, failure] = useCartAction();
  const errorId = useId();
  const vouchers = selection?.selection.discounts.vouchers ?? [];
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const trimmed = String(new FormData(form).get('code') ?? '').trim();
    if (!trimmed) return;
    if (await run((shop) => shop.addVoucher(trimmed))) form.reset();
  };
  return (
    <div className="voucher">
      <form onSubmit={(event) => void submit(event)} className="voucher-form" aria-busy={busy}>
        <input
          type="text"
          name="code"
          placeholder={t('voucherCode')}
          aria-label={t('voucherCode')}
          aria-invalid={voucherError || undefined}
          aria-describedby={voucherError ? errorId : undefined}
          autoComplete="off"
        />
        <button type="submit" disabled={busy}>
          {t('applyVoucher')}
        </button>
      </form>
      {voucherError && (
        <p id={errorId} className="field-error" role="alert">
          {t('voucherNotFound')}
        </p>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      {vouchers.length > 0 && (
        <ul className="applied-vouchers">
          {vouchers.map((voucher) => (
            <AppliedVoucher key={voucher.voucher} voucher={voucher} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** An applied voucher and its remove button. */
function AppliedVoucher({ voucher }: { voucher: Voucher }) {
  const t = useT();
  const [run, busy, failure] = useCartAction();
  return (
    <li aria-busy={busy}>
      <span>
        {voucher.voucher}
        {voucher.description ? ` – ${voucher.description}` : ''}
      </span>
      <button
        type="button"
        className="link-button"
        disabled={busy}
        aria-label={t('removeVoucher', { code: voucher.voucher })}
        onClick={() => void run((shop) => shop.removeVoucher(voucher.voucher))}
      >
        ×
      </button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </li>
  );
}
