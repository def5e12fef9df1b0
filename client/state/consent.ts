import { browserStorage } from './browser-storage';
import { CONSENT_STORAGE_KEY, type ConsentChoice } from '../../src/contract/consent-choice';

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

/** Whether the visitor allowed marketing: its scripts, what they are told, which ad it was. */
export const marketingAllowed = () =>
  readConsent(browserStorage('localStorage'))?.marketing === true;
