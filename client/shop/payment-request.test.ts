import { describe, expect, it } from 'vitest';
import { paymentRequest } from './payment-request';
import { testSelection } from '../../tests/fixtures/client/selection';

const typed = {
  email: ' anna@example.se ',
  firstName: 'Anna ',
  lastName: ' Berg',
  address1: 'Storgatan 1',
  zipCode: '111 22',
  city: 'Stockholm',
  phoneNumber: '+46 8 123 456',
  country: 'FI',
  terms: true,
  adult: true,
};

describe('the checkout’s payment request', () => {
  it('sends the trimmed delivery details, shipped to the country the cart is priced for', () => {
    const request = paymentRequest({
      values: typed,
      selection: testSelection({ token: 'session-7', country: 'SE' }),
      origin: 'https://pouchatlas.se',
      receiptHref: '/receipt',
      checkoutHref: '/checkout',
      language: 'sv',
    });
    const address = {
      email: 'anna@example.se',
      firstName: 'Anna',
      lastName: 'Berg',
      address1: 'Storgatan 1',
      zipCode: '111 22',
      city: 'Stockholm',
      phoneNumber: '+46 8 123 456',
      country: 'SE',
    };
    expect(request).toEqual({
      paymentMethod: 'dummy',
      paymentReturnPage: 'https://pouchatlas.se/receipt',
      paymentFailedPage: 'https://pouchatlas.se/checkout',
      address,
      shippingAddress: address,
      termsAndConditions: true,
      consents: [{ key: 'age-18-plus', consented: true }],
      email: 'anna@example.se',
      country: 'SE',
      locale: 'sv',
    });
  });

  it('uses the chosen country while the selection has none yet, on the page’s own locale path', () => {
    const selection = testSelection();
    const request = paymentRequest({
      values: typed,
      selection: { ...selection, location: { ...selection.location, country: null } },
      origin: 'http://localhost:8787',
      receiptHref: '/fi/receipt',
      checkoutHref: '/fi/checkout',
      language: 'fi',
    });
    expect(request.address?.country).toBe('FI');
    expect(request.paymentReturnPage).toBe('http://localhost:8787/fi/receipt');
  });
});
