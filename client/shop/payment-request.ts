import type { PaymentRequest } from '../api/checkout-client';
import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import type { CheckoutValues } from './checkout-validation';
import { ageConsent } from '../../src/domain/consents';

/**
 * POST payment's body for the checkout form: the delivery details (trimmed), shipped to the
 * country the selection is priced for, the return and failure pages on this origin, the
 * accepted terms and the buyer's over-18 confirmation, and what the provider is passed
 * (who pays, where, in which language). The session token never goes to the provider.
 */
export function paymentRequest(input: {
  values: CheckoutValues;
  selection: SelectionResponse;
  origin: string;
  receiptHref: string;
  checkoutHref: string;
  language: string;
}): PaymentRequest {
  const { values, selection } = input;
  const address = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address1: values.address1.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    phoneNumber: values.phoneNumber.trim(),
    country: selection.location.country ?? values.country,
  };
  return {
    ...(selection.selection.paymentMethod
      ? { paymentMethod: selection.selection.paymentMethod }
      : {}),
    paymentReturnPage: input.origin + input.receiptHref,
    paymentFailedPage: input.origin + input.checkoutHref,
    address,
    shippingAddress: address,
    termsAndConditions: true,
    // The form cannot be sent without the box ticked; the Checkout API records it on the order.
    consents: [ageConsent()],
    email: address.email,
    country: address.country,
    locale: input.language,
  };
}
