import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import {
  CONSENT_SETTINGS_ATTRIBUTE,
  type ConsentChoice,
} from '../../../src/contract/consent-choice';
import type { PublicConfig } from '../../../src/contract/public-config';
import { loadConsentedScripts } from '../../scripts/third-party';
import { browserStorage } from '../../state/browser-storage';
import { cartAtom } from '../../state/cart-state';
import { readConsent } from '../../state/consent';
import { loadConsentDialog } from './consent-dialog-loader';

type LoadedDialog = Awaited<ReturnType<typeof loadConsentDialog>>;

/**
 * The visitor's cookie choice and what follows from it, once the age is confirmed (the shell
 * mounts it only then): without a stored choice the dialog asks; each choice loads exactly the
 * scripts it allows, and with marketing the tracker hears the cart's value.
 */
export function CookieConsent({
  scripts,
  sekRates,
  language,
  cookiePolicyHref,
}: {
  scripts: PublicConfig['scripts'];
  sekRates: PublicConfig['sekRates'];
  language: string;
  cookiePolicyHref: string | undefined;
}) {
  // Mounted in the browser only, once the age is confirmed: the stored choice is read at once.
  const [choice, setChoice] = useState(() => readConsent(browserStorage('localStorage')));
  // Open without a choice, or from the footer's "Cookie settings".
  const [open, setOpen] = useState(() => choice === null);

  useEffect(() => {
    if (choice) loadConsentedScripts(scripts, choice);
  }, [choice, scripts]);

  // The marketing tracker hears of every change of the cart's value (with marketing consent).
  const { selection } = useAtomValue(cartAtom);
  useEffect(() => {
    if (choice?.marketing && scripts.marketing && selection)
      void import('../../shop/cart-value-tracking').then((tracking) =>
        tracking.tellCartValue(selection, { scripts, sekRates }, browserStorage('sessionStorage')),
      );
  }, [choice, selection, scripts, sekRates]);

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
    dialog.applyChoice(next);
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
