// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRequest } from '../../api/checkout-client';
import { answerWidget, widgetPaymentRequest } from './widget-payment';
import { paymentCallbackSchema, WIDGET_EVENTS } from './widget-events';

const fromForm: PaymentRequest = {
  paymentMethod: 'card-widget',
  paymentReturnPage: 'https://shop.example/receipt',
  paymentFailedPage: 'https://shop.example/checkout',
  termsAndConditions: true,
  address: { email: 'ann@example.com', firstName: 'Ann', country: 'SE' },
  shippingAddress: { email: 'ann@example.com', firstName: 'Ann', country: 'SE' },
  consents: [{ key: 'age', consented: true }],
  email: 'ann@example.com',
  country: 'SE',
};

const callback = (detail: unknown) => paymentCallbackSchema.parse(detail);

describe('the payment callback variant', () => {
  it('adds the page’s addresses when the widget has none, with the widget’s fields', () => {
    const request = widgetPaymentRequest(
      callback({
        paymentMethod: 'adyen-drop-in',
        paymentMethodSpecificFields: { type: 'scheme', encryptedCard: 'x' },
        addressIncluded: false,
        responseEventRequired: true,
      }),
      fromForm,
    );
    expect(request).toMatchObject({
      paymentMethod: 'adyen-drop-in',
      paymentMethodSpecificFields: { type: 'scheme', encryptedCard: 'x' },
      address: fromForm.address,
      shippingAddress: fromForm.shippingAddress,
      termsAndConditions: true,
      consents: fromForm.consents,
      paymentReturnPage: fromForm.paymentReturnPage,
    });
  });

  it('takes the widget’s addresses when it collected them, in the selection’s country if it names none', () => {
    const request = widgetPaymentRequest(
      callback({
        paymentMethodSpecificFields: { authorizationToken: 't' },
        addressIncluded: true,
        billingAddress: { email: 'bo@example.com', firstName: 'Bo', city: 'Malmö' },
      }),
      fromForm,
    );
    expect(request.address).toEqual({
      email: 'bo@example.com',
      firstName: 'Bo',
      city: 'Malmö',
      country: 'SE',
    });
    expect(request.shippingAddress).toEqual(request.address);
    expect(request).toMatchObject({ email: 'bo@example.com', paymentMethod: 'card-widget' });
  });

  it('refuses a callback without the widget’s fields, or with an address it cannot be', () => {
    expect(paymentCallbackSchema.safeParse({ addressIncluded: true }).success).toBe(false);
    expect(
      paymentCallbackSchema.safeParse({
        paymentMethodSpecificFields: {},
        billingAddress: { country: 'a country name far too long' },
      }).success,
    ).toBe(false);
  });
});

describe('the answer to a widget', () => {
  afterEach(() => vi.restoreAllMocks());

  const responses = () => {
    const seen: unknown[] = [];
    document.addEventListener(WIDGET_EVENTS.paymentResponse, (event) =>
      seen.push((event as CustomEvent).detail),
    );
    return seen;
  };

  it('hands the widget the javascript answer’s fields, never running its code', () => {
    const seen = responses();
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const outcome = answerWidget(
      {
        token: 't',
        action: 'javascript',
        code: 'window.ran()',
        formFields: { action: { type: 'complete' } },
      },
      callback({ paymentMethodSpecificFields: {}, responseEventRequired: true }),
      '/receipt',
    );
    expect(outcome).toBe('answered');
    expect(seen).toEqual([{ action: { type: 'complete' } }]);
    expect(ran).not.toHaveBeenCalled();
  });

  it('sends no response to a widget that asked for none', () => {
    const seen = responses();
    answerWidget(
      { token: 't', action: 'javascript', code: '', formFields: {} },
      callback({ paymentMethodSpecificFields: {}, responseEventRequired: false }),
      '/receipt',
    );
    expect(seen).toEqual([]);
  });

  it('follows a redirect (3-D Secure, a bank) and reports a failed answer', () => {
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;
    const ask = callback({ paymentMethodSpecificFields: {}, responseEventRequired: true });
    expect(
      answerWidget({ token: 't', action: 'redirect', url: 'https://bank/3ds' }, ask, '/r', doc),
    ).toBe('left');
    expect(assign).toHaveBeenCalledWith('https://bank/3ds');
    expect(answerWidget({ token: 't', action: 'failed' }, ask, '/r', doc)).toBe('failed');
  });
});
