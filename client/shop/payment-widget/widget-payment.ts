import type { PaymentRequest } from '../../api/checkout-client';
import type { PaymentAction } from '../../../src/contract/checkout-api/schemas';
import { followPaymentAction } from '../payment-action';
import { respondToWidget, type PaymentCallback, type WidgetAddress } from './widget-events';

const withCountry = (address: WidgetAddress, country: string | undefined) => ({
  ...address,
  country: (address.country || country || '').toUpperCase(),
});

/**
 * `POST payment`'s variant for a widget's callback (the spec's "payment callback"): the
 * widget's `paymentMethodSpecificFields`, with the addresses the widget collected when it says
 * so (`addressIncluded`), else the ones the page collected; the terms and the 18+
 * confirmation as the checkout form gave them, and the same return pages.
 */
export function widgetPaymentRequest(
  callback: PaymentCallback,
  fromForm: PaymentRequest,
): PaymentRequest {
  const request: PaymentRequest = {
    ...fromForm,
    ...(callback.paymentMethod ? { paymentMethod: callback.paymentMethod } : {}),
    paymentMethodSpecificFields: callback.paymentMethodSpecificFields,
    termsAndConditions: true,
  };
  if (!callback.addressIncluded || !callback.billingAddress) return request;
  const country = fromForm.address?.country;
  const address = withCountry(callback.billingAddress, country);
  return {
    ...request,
    address,
    shippingAddress: callback.shippingAddress
      ? withCountry(callback.shippingAddress, address.country)
      : address,
    email: address.email ?? fromForm.email,
    country: address.country,
  };
}

/**
 * Carries out the answer to a widget's payment: the browser leaves for the provider, its
 * verification step or the receipt (`left`); or the widget is handed its next step
 * (`answered`). A `javascript` answer's code is never run (the page's policy allows no code it
 * is handed): its `formFields` are what the code would send the widget, and the page sends
 * them itself, as Centra documents for pages that do. Anything else is `failed`, and the
 * caller tells the shopper and the widget.
 */
export function answerWidget(
  action: PaymentAction,
  callback: PaymentCallback,
  receiptHref: string,
  doc: Document = document,
): 'left' | 'answered' | 'failed' {
  if (action.action === 'javascript') {
    if (callback.responseEventRequired) respondToWidget(action.formFields ?? action, doc);
    return 'answered';
  }
  return followPaymentAction(action, receiptHref, doc) === 'redirected' ? 'left' : 'failed';
}
