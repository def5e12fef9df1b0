/**
 * The visitor's cookie choice, kept in the browser (local storage) and read again before
 * first paint. Necessary storage needs no consent; each other category allows its scripts.
 */
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export interface ConsentChoice {
  /** The tag manager and the analytics it loads. */
  statistics: boolean;
  /** The marketing tracker (cart value, purchases), the newsletter tools, ad-click attribution. */
  marketing: boolean;
}

/** Marks the links that open the cookie choice (the footer's "Cookie settings"), on both sides. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';

/**
 * The words a page loads only when it shows the consent dialog (see the words endpoint). Here,
 * beside the choice, so the code that loads the dialog takes none of the dialog's own.
 */
export const CONSENT_WORDS = 'consent';
