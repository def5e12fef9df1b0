import { useState } from 'react';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from '../../../src/contract/consent';
import type { Messages } from '../../../src/i18n/dictionary';
import { I18nProvider, useT } from '../../i18n/i18n-context';
import { ModalDialog } from '../ModalDialog';

export { applyChoice } from './apply-choice';

export interface ConsentDialogProps {
  language: string;
  /** Its words, loaded with its code (the page does not carry them). */
  words: Messages;
  /** The choice made before, when the visitor reopens their settings. */
  current: ConsentChoice | null;
  cookiePolicyHref: string | undefined;
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/**
 * The cookie choice: accept all, reject all, or choose per category (necessary ones always
 * on). Rejecting is as easy as accepting: both are one button on the first screen.
 */
export function ConsentDialog({ language, words, ...props }: ConsentDialogProps) {
  return (
    <I18nProvider language={language} messages={words} namespaces={['shell']}>
      <ConsentChoices {...props} />
    </I18nProvider>
  );
}

function ConsentChoices({
  current,
  cookiePolicyHref,
  onChoose,
  onClose,
}: Omit<ConsentDialogProps, 'language' | 'words'>) {
  const t = useT();
  const [choosing, setChoosing] = useState(current !== null);
  const [choice, setChoice] = useState<ConsentChoice>(current ?? REJECT_ALL);
  const category = (name: keyof ConsentChoice, label: string, hint: string) => (
    <label className="checkbox consent-category">
      <input
        type="checkbox"
        name={name}
        checked={choice[name]}
        onChange={(event) => setChoice({ ...choice, [name]: event.target.checked })}
      />
      <span>
        <strong>{label}</strong>
        <span className="field-hint">{hint}</span>
      </span>
    </label>
  );
  return (
    <ModalDialog open onClose={onClose} titleId="consent-title" className="consent-dialog">
      <h2 id="consent-title">{t('consentTitle')}</h2>
      <p>{t('consentIntro')}</p>
      {cookiePolicyHref && (
        <p>
          <a href={cookiePolicyHref}>{t('consentPolicy')}</a>
        </p>
      )}
      {choosing && (
        <fieldset>
          <legend className="visually-hidden">{t('cookieSettings')}</legend>
          <label className="checkbox consent-category">
            <input type="checkbox" name="necessary" checked disabled />
            <span>
              <strong>{t('consentNecessary')}</strong> ({t('consentAlwaysOn')})
              <span className="field-hint">{t('consentNecessaryHint')}</span>
            </span>
          </label>
          {category('statistics', t('consentStatistics'), t('consentStatisticsHint'))}
          {category('marketing', t('consentMarketing'), t('consentMarketingHint'))}
        </fieldset>
      )}
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={() => onChoose(ACCEPT_ALL)}>
          {t('consentAcceptAll')}
        </button>
        <button type="button" className="primary" onClick={() => onChoose(REJECT_ALL)}>
          {t('consentRejectAll')}
        </button>
        {choosing ? (
          <button type="button" onClick={() => onChoose(choice)}>
            {t('consentSave')}
          </button>
        ) : (
          <button type="button" onClick={() => setChoosing(true)}>
            {t('consentChoose')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
