import { CONSENT_STORAGE_KEY, consentModeOf, REJECT_ALL } from '../../src/contract/consent';

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
