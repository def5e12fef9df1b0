import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { countryName } from '../../src/domain/markets/country-name';
import { useLanguage, useT } from '../i18n/i18n-context';
import { afterDroppedNotice, cartAtom } from '../state/cart-state';
import { toastAtom } from '../state/ui-flags';

const SHOW_MS = 4000;

/**
 * The shop's one toast: announced politely, gone after a few seconds or when dismissed. It
 * also tells the shopper when a new country's law took products out of the cart.
 */
export function Toast() {
  const t = useT();
  const language = useLanguage();
  const [toast, setToast] = useAtom(toastAtom);
  const [cart, setCart] = useAtom(cartAtom);
  const dropped = cart.droppedForCountry;
  useEffect(() => {
    if (!dropped) return;
    const country = countryName(language, dropped.country);
    setToast({ kind: 'info', message: t('cartLinesNotSold', { count: dropped.count, country }) });
    setCart(afterDroppedNotice);
  }, [dropped, language, t, setToast, setCart]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [toast, setToast]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div className={`toast toast-${toast.kind}`}>
          <span>{toast.message}</span>
          <button type="button" onClick={() => setToast(null)} aria-label={t('dismiss')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
