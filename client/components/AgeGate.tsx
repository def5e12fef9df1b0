import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n-context';
import { ageGateAtom, readAgeConfirmed, rememberAgeConfirmed } from '../state/age-gate';
import { browserStorage } from '../state/browser-storage';

/**
 * The age confirmation: a full-screen modal over the blurred page. Accepting
 * is remembered for the browser session and lets the marketing scripts load; declining
 * removes the buttons, so the visitor stays blocked.
 */
export function AgeGate({ onConfirmed }: { onConfirmed: () => void }) {
  const t = useT();
  const [state, setState] = useAtom(ageGateAtom);
  const acceptRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (readAgeConfirmed(browserStorage('sessionStorage'))) {
      setState('confirmed');
      onConfirmed();
    } else {
      acceptRef.current?.focus();
    }
  }, [setState, onConfirmed]);

  if (state === 'confirmed') return null;
  const accept = () => {
    // Storage may be refused (a frame of another site, a locked-down browser): the answer then
    // lasts for this page.
    rememberAgeConfirmed(browserStorage('sessionStorage'));
    document.documentElement.dataset.ageConfirmed = 'true';
    setState('confirmed');
    onConfirmed();
  };
  return (
    <div
      className="age-gate"
      role="dialog"
      aria-modal="true"
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
    >
      <div className="age-gate-panel">
        <h2 id="age-gate-title">{t('ageGateTitle')}</h2>
        {state === 'declined' ? (
          <p id="age-gate-text" role="alert">
            {t('ageGateDeclined')}
          </p>
        ) : (
          <>
            <p id="age-gate-text">{t('ageGateText')}</p>
            <div className="age-gate-actions">
              <button ref={acceptRef} type="button" className="primary" onClick={accept}>
                {t('ageGateAccept')}
              </button>
              <button type="button" onClick={() => setState('declined')}>
                {t('ageGateDecline')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
