import type { Word } from '../i18n/i18n-context';
import { validateEmail } from '../../src/domain/validation';

export const ADDRESS_FIELDS = [
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'firstName', label: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'address1', label: 'address', type: 'text', autoComplete: 'address-line1' },
  { name: 'zipCode', label: 'zipCode', type: 'text', autoComplete: 'postal-code' },
  { name: 'city', label: 'city', type: 'text', autoComplete: 'address-level2' },
  { name: 'phoneNumber', label: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
] as const satisfies readonly {
  name: string;
  label: Word<'customer' | 'checkout'>;
  type: string;
  autoComplete: string;
}[];

export type AddressField = (typeof ADDRESS_FIELDS)[number]['name'];
export type CheckoutValues = Record<AddressField, string> & {
  country: string;
  terms: boolean;
  adult: boolean;
};

export interface FieldError {
  key: Word<'customer' | 'checkout'>;
  params?: Record<string, string>;
}

/** The email rule of the domain (src/domain/validation), as a message of the dictionary. */
function emailError(email: string): FieldError | undefined {
  const check = validateEmail(email);
  return check.ok ? undefined : { key: check.problem };
}

/** Every problem with the checkout form, by field; empty when the order can be placed. */
export function validateCheckout(
  values: CheckoutValues,
  labelOf: (key: Word<'customer' | 'checkout'>) => string,
): Partial<Record<AddressField | 'country' | 'terms' | 'adult', FieldError>> {
  const errors: Partial<Record<AddressField | 'country' | 'terms' | 'adult', FieldError>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  for (const field of ADDRESS_FIELDS) {
    if (field.name === 'email') continue;
    if (!values[field.name].trim()) {
      errors[field.name] = { key: 'fieldRequired', params: { field: labelOf(field.label) } };
    }
  }
  if (!values.country)
    errors.country = { key: 'fieldRequired', params: { field: labelOf('country') } };
  if (!values.terms) errors.terms = { key: 'checkoutTermsRequired' };
  if (!values.adult) errors.adult = { key: 'adultRequired' };
  return errors;
}

/** The UK customs notice shows for orders over £135. */
const UK_CUSTOMS_LIMIT_GBP = 135;
export const needsCustomsNotice = (currency: string, grandTotal: number) =>
  currency === 'GBP' && grandTotal > UK_CUSTOMS_LIMIT_GBP;
