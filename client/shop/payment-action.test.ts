// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { followPaymentAction } from './payment-action';

const submitted: HTMLFormElement[] = [];
HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
  submitted.push(this);
};

describe('following a payment action', () => {
  it('posts a hosted form rebuilt from its fields, never running its markup', () => {
    const outcome = followPaymentAction(
      {
        token: 't',
        action: 'form',
        formHtml: '<form action="https://psp.example/x"></form><script>window.ran = 1</script>',
        formUrl: 'https://psp.example/pay',
        formFields: { amount: '10', signature: 's' },
      },
      '/receipt',
    );
    expect(outcome).toBe('redirected');
    const form = submitted.at(-1)!;
    expect(form.action).toBe('https://psp.example/pay');
    expect(Object.fromEntries(new FormData(form))).toEqual({ amount: '10', signature: 's' });
    expect('ran' in window).toBe(false);
  });

  it('leaves a widget’s snippet (Adyen’s nested fields, no form to post) to the page', () => {
    const outcome = followPaymentAction(
      {
        token: 't',
        action: 'form',
        formType: 'adyen-drop-in',
        formHtml: '<div id="adyen-drop-in-container-1"></div><script>load()</script>',
        formFields: { paymentMethodData: { groups: [] } },
      },
      '/receipt',
    );
    expect(outcome).toBe('widget');
  });

  it('goes to the receipt for an order already complete, and fails what it cannot follow', () => {
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;
    expect(followPaymentAction({ token: 't', action: 'success', order: null }, '/r', doc)).toBe(
      'redirected',
    );
    expect(assign).toHaveBeenCalledWith('/r');
    expect(
      followPaymentAction({ token: 't', action: 'form', formHtml: '<p>nothing</p>' }, '/r'),
    ).toBe('failed');
    expect(followPaymentAction({ token: 't', action: 'failed' }, '/r')).toBe('failed');
  });
});
