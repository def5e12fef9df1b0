import { describe, expect, it } from 'vitest';
import { needsCustomsNotice, validateCheckout, type CheckoutValues } from './checkout-validation';

const complete: CheckoutValues = {
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Berg',
  address1: '1 High Street',
  zipCode: 'SW1A 1AA',
  city: 'London',
  phoneNumber: '+44 20 7946 0000',
  country: 'GB',
  terms: true,
  adult: true,
};
// The form's labels in the page's words; here each key marked, to see which label was used.
const label = (key: string) => `«${key}»`;

describe('checkout validation', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(complete, label)).toEqual({});
  });

  it('uses the shop’s messages for the email', () => {
    const emailError = (email: string) => validateCheckout({ ...complete, email }, label).email;
    expect(emailError('')).toEqual({ key: 'emailEmpty' });
    expect(emailError('anna@')).toEqual({ key: 'invalidEmail' });
    expect(emailError('anna example@x.se')).toEqual({ key: 'invalidEmail' });
    expect(emailError(' anna@example.com ')).toBeUndefined();
  });

  it('names each missing field and requires both confirmations', () => {
    const errors = validateCheckout(
      { ...complete, city: ' ', zipCode: '', terms: false, adult: false },
      label,
    );
    expect(errors).toEqual({
      city: { key: 'fieldRequired', params: { field: '«city»' } },
      zipCode: { key: 'fieldRequired', params: { field: '«zipCode»' } },
      terms: { key: 'checkoutTermsRequired' },
      adult: { key: 'adultRequired' },
    });
  });

  it('shows the UK customs notice only for GBP orders over £135', () => {
    expect(needsCustomsNotice('GBP', 135)).toBe(false);
    expect(needsCustomsNotice('GBP', 135.01)).toBe(true);
    expect(needsCustomsNotice('EUR', 500)).toBe(false);
  });
});
