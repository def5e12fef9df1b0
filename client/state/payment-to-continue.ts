import type { PaymentAction } from '../../src/contract/checkout-api/schemas';
import { amountOf, type CartState } from './cart-state';

/** A started payment that waits at the provider: a page to go to, or a form to send there. */
export type PaymentToContinue = Extract<PaymentAction, { action: 'redirect' | 'form' }>;

/**
 * The started payment the shopper can go on with instead of starting another: one the
 * updates since have kept (`afterResponse`), waiting at the provider, and still for the amount
 * the cart costs now (a kept payment was started for the cart as it was; after a quantity
 * change it pays for that cart until the quantity is back).
 */
export function paymentToContinue(state: CartState): PaymentToContinue | null {
  const { payment, paymentFor } = state;
  if (!payment || (payment.action !== 'redirect' && payment.action !== 'form')) return null;
  const now = amountOf(state.selection);
  const same =
    now !== null &&
    paymentFor !== null &&
    now.grandTotal === paymentFor.grandTotal &&
    now.currency === paymentFor.currency;
  return same ? payment : null;
}
