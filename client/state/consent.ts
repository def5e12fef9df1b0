import { atom } from 'jotai';
import { browserStorage } from './browser-storage';
import {
  CONSENT_STORAGE_KEY,
  consentModeOf,
  REJECT_ALL,
  type ConsentChoice,
} from '../../src/contract/consent';

/** A stored choice, if it is one (anything else counts as no choice yet). */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): ConsentChoice | null {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { statistics, marketing } = stored as Partial<ConsentChoice>;
    if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { statistics, marketing };
  } catch {
    return null;
  }
}

export function rememberConsent(
  storage: Pick<Storage, 'setItem'> | undefined,
  choice: ConsentChoice,
): void {
  try {
    storage?.setItem(
      CONSENT_STORAGE_KEY,
      // The Consent Mode signals go with it, for the boot script to apply before any other code.
      JSON.stringify({ ...choice, mode: consentModeOf(choice), at: new Date().toISOString() }),
    );
  } catch {
    // Without storage the choice holds for this page; the dialog asks again on the next.
  }
}

/** Whether the visitor allowed marketing: its scripts, what they are told, which ad it was. */
export const marketingAllowed = () =>
  readConsent(browserStorage('localStorage'))?.marketing === true;

/** The choice this page runs with: none until the visitor made one. */
export const consentAtom = atom<ConsentChoice | null>(null);
/** Whether the consent dialog is open (first visit, or the footer's "Cookie settings"). */
export const consentDialogOpenAtom = atom(false);

type Gtag = (...args: unknown[]) => void;

/** Tells the tag manager (Consent Mode) what the visitor chose. */
export function updateConsentMode(choice: ConsentChoice): void {
  (window as unknown as { gtag?: Gtag }).gtag?.('consent', 'update', consentModeOf(choice));
}

/**
 * Runs in <head> before any other script: the tag manager's data layer exists from the start
 * (the visitor's country is pushed to it later), Consent Mode defaults to denied, and a
 * stored choice is applied at once.
 */
export const CONSENT_BOOT_SCRIPT = `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag('consent','default',${JSON.stringify(
  { ...consentModeOf(REJECT_ALL), functionality_storage: 'granted', security_storage: 'granted' },
)});try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)}));if(c&&c.mode)gtag('consent','update',c.mode)}catch(e){}`;
