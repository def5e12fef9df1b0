import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { MarketLink } from '../app/initial-state';
import { useT } from '../i18n/i18n-context';
import { localeDialogOpenAtom } from '../state/ui-flags';

/** The country selector: a modal dialog (focus kept inside, Escape closes) listing every market. */
export function LocaleDialog({ markets, current }: { markets: MarketLink[]; current: string }) {
  const t = useT();
  const [open, setOpen] = useAtom(localeDialogOpenAtom);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="locale-dialog"
      aria-labelledby="locale-dialog-title"
      onClose={() => setOpen(false)}
    >
      <h2 id="locale-dialog-title">{t('chooseCountryTitle')}</h2>
      <ul className="market-list">
        {markets.map((market) => (
          <li key={market.language}>
            <a
              href={market.href}
              hrefLang={market.language}
              aria-current={market.language === current ? 'true' : undefined}
            >
              {market.label}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setOpen(false)}>
        {t('close')}
      </button>
    </dialog>
  );
}
