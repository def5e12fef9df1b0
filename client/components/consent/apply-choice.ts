import type { ConsentChoice } from '../../../src/contract/consent';
import { GCLID_COOKIE } from '../../../src/contract/session-cookies';
import { browserStorage } from '../../state/browser-storage';
import { rememberConsent, updateConsentMode } from '../../state/consent-record';
import { writeCookie } from '../../state/cookies';
import { attributionOf, GCLID_KEY, LANDING_KEY, rememberLanding } from '../../state/landing';

/**
 * What a choice changes at once: it is remembered, Consent Mode hears it, and which ad or
 * campaign brought the visitor follows marketing (given on the page they landed on, it is kept
 * from there; withdrawn, the session forgets it). Part of the dialog's code, loaded with it.
 */
export function applyChoice(choice: ConsentChoice): void {
  rememberConsent(browserStorage('localStorage'), choice);
  updateConsentMode(choice);
  const session = browserStorage('sessionStorage');
  if (choice.marketing)
    rememberLanding(
      new URL(window.location.href),
      session,
      (gclid) => writeCookie(GCLID_COOKIE, gclid),
      true,
    );
  else forgetAttribution(session, () => writeCookie(GCLID_COOKIE, '', 0));
}

/**
 * Marketing consent withdrawn: the session forgets which ad or campaign brought the visitor.
 * @internal Exported for its tests, which run without the browser's storage and cookies.
 */
export function forgetAttribution(
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  dropClickId: () => void,
): void {
  session.removeItem(GCLID_KEY);
  const kept = session.getItem(LANDING_KEY);
  if (kept) session.setItem(LANDING_KEY, attributionOf(new URL(kept), false).href);
  dropClickId();
}
