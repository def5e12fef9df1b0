import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useT } from '../i18n/i18n-context';
import { toastAtom } from '../state/ui-flags';

const SHOW_MS = 4000;

/** The shop's one toast: announced politely, gone after a few seconds or when dismissed. */
export function Toast() {
  const t = useT();
  const [toast, setToast] = useAtom(toastAtom);
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
