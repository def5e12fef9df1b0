/**
 * A shopper's consent as the Checkout API carries it in `POST payment` (and `register`,
 * `customer/update`): a key the shop and the tenant agree on, and whether it was given.
 */
export interface Consent {
  key: string;
  consented: boolean;
  /** The wording the shopper saw, for the record. */
  text?: string;
}

/** The buyer confirmed being 18 or older; required for every order, in every market. */
export const AGE_CONSENT_KEY = 'age-18-plus';

export const ageConsent = (text?: string): Consent => ({
  key: AGE_CONSENT_KEY,
  consented: true,
  ...(text ? { text } : {}),
});
