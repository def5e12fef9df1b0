import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { ConsentChoice } from '../../../src/contract/consent';
import type { PublicConfig } from '../../../src/contract/public-config';
import { GCLID_COOKIE } from '../../../src/contract/session-cookies';
import { loadConsentedScripts } from '../../scripts/third-party';
import { browserStorage } from '../../state/browser-storage';
import { writeCookie } from '../../state/cookies';
import { forgetAttribution, rememberLanding } from '../../state/landing';
import {
  consentAtom,
  consentDialogOpenAtom,
  readConsent,
  rememberConsent,
  updateConsentMode,
} from '../../state/consent';
import { loadConsentDialog } from './consent-dialog-loader';

type LoadedDialog = Awaited<ReturnType<typeof loadConsentDialog>>;

/** Links that open the cookie choice (the footer's "Cookie settings"); without script, the policy. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/**
 * The visitor's cookie choice and what follows from it. Nothing optional loads before the age
 * gate is passed and a choice is made; without a stored choice the dialog asks once the age is
 * confirmed; each choice loads exactly the scripts it allows.
 */
export function CookieConsent({
  ageConfirmed,
  scripts,
  language,
  cookiePolicyHref,
}: {
  ageConfirmed: boolean;
  scripts: PublicConfig['scripts'];
  language: string;
  cookiePolicyHref: string | undefined;
}) {
  const [choice, setChoice] = useAtom(consentAtom);
  const [open, setOpen] = useAtom(consentDialogOpenAtom);

  useEffect(() => {
    const stored = readConsent(browserStorage('localStorage'));
    if (stored) setChoice(stored);
    else if (ageConfirmed) setOpen(true);
  }, [ageConfirmed, setChoice, setOpen]);

  useEffect(() => {
    if (ageConfirmed && choice) loadConsentedScripts(scripts, choice);
  }, [ageConfirmed, choice, scripts]);

  useEffect(() => {
    const openSettings = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`[${CONSENT_SETTINGS_ATTRIBUTE}]`);
      if (!link) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('click', openSettings);
    return () => document.removeEventListener('click', openSettings);
  }, [setOpen]);

  // The dialog's code and words, fetched the first time it opens.
  const [dialog, setDialog] = useState<LoadedDialog | null>(null);
  useEffect(() => {
    if (!open || dialog) return;
    loadConsentDialog(language).then(setDialog, (error: unknown) =>
      // Nothing optional loads without a choice: the page works on, and asks again next time.
      console.warn('the cookie choice could not be shown', error),
    );
  }, [open, dialog, language]);

  if (!open || !dialog) return null;
  const choose = (next: ConsentChoice) => {
    rememberConsent(browserStorage('localStorage'), next);
    updateConsentMode(next);
    keepAttribution(next.marketing);
    setChoice(next);
    setOpen(false);
  };
  const { ConsentDialog, words } = dialog;
  return (
    <ConsentDialog
      language={language}
      words={words}
      current={choice}
      cookiePolicyHref={cookiePolicyHref}
      onChoose={choose}
      onClose={() => setOpen(false)}
    />
  );
}

/**
 * Which ad or campaign brought the visitor follows the marketing choice: given on the page they
 * landed on, it is kept from there; withdrawn, the session forgets it.
 */
function keepAttribution(marketing: boolean) {
  const session = browserStorage('sessionStorage');
  if (marketing)
    rememberLanding(
      new URL(window.location.href),
      session,
      (gclid) => writeCookie(GCLID_COOKIE, gclid),
      true,
    );
  else forgetAttribution(session, () => writeCookie(GCLID_COOKIE, '', 0));
}
