import { CONSENT_STORAGE_KEY, consentModeOf, type ConsentChoice } from '../../src/contract/consent';

// Writing a choice happens only in the consent dialog's code, which loads when it is shown.

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

type Gtag = (...args: unknown[]) => void;

/** Tells the tag manager (Consent Mode) what the visitor chose. */
export function updateConsentMode(choice: ConsentChoice): void {
  (window as unknown as { gtag?: Gtag }).gtag?.('consent', 'update', consentModeOf(choice));
}
