import { useAtom } from 'jotai';
import type { MarketLink } from '../../src/contract/initial-state';
import { useT } from '../i18n/i18n-context';
import { localeDialogOpenAtom } from '../state/ui-flags';
import { ModalDialog } from './ModalDialog';

/** The country selector: a modal dialog (focus kept inside, Escape closes) listing every market. */
export function LocaleDialog({ markets, current }: { markets: MarketLink[]; current: string }) {
  const t = useT();
  const [open, setOpen] = useAtom(localeDialogOpenAtom);
  return (
    <ModalDialog
      open={open}
      onClose={() => setOpen(false)}
      titleId="locale-dialog-title"
      className="locale-dialog"
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
    </ModalDialog>
  );
}
