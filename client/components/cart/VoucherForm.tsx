import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useShop } from '../../shop/shop-context';
import { cartAtom } from '../../state/cart-state';

/**
 * Voucher entry and the applied vouchers; a code the API does not know sets the error flag.
 * The code is read from the field when sent, so a code typed before the page ran counts too.
 */
export function VoucherForm() {
  const t = useT();
  const shop = useShop();
  const { selection, voucherError } = useAtomValue(cartAtom);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const vouchers = selection?.selection.discounts.vouchers ?? [];
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const trimmed = String(new FormData(form).get('code') ?? '').trim();
    if (!trimmed) return;
    setBusy(true);
    try {
      if (await (await shop()).addVoucher(trimmed)) form.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="voucher">
      <form onSubmit={(event) => void submit(event)} className="voucher-form">
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
      {vouchers.length > 0 && (
        <ul className="applied-vouchers">
          {vouchers.map((voucher) => (
            <li key={voucher.voucher}>
              <span>
                {voucher.voucher}
                {voucher.description ? ` – ${voucher.description}` : ''}
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={t('removeVoucher', { code: voucher.voucher })}
                onClick={() =>
                  void shop().then((actions) => actions.removeVoucher(voucher.voucher))
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
