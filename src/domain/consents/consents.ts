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

/**
 * The buyer's given 18+ confirmation among a payment's consents, if any: only an entry with
 * the agreed key and `consented: true` counts. Whoever starts a payment checks it (the shop
 * before the tenant sees the payment, and the embedded tenant as Centra would).
 */
export function givenAgeConsent<C extends Consent>(
  consents: readonly C[] | undefined,
): C | undefined {
  return consents?.find((consent) => consent.key === AGE_CONSENT_KEY && consent.consented === true);
}
