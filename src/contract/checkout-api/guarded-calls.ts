/**
 * Where the browser sends the Checkout API calls the shop checks before its tenant sees them
 * (a payment, sign-in and account mail, sign-ups, a voucher): this origin's own endpoints, on
 * Centra's paths below this one. Every other call goes to the Checkout API directly
 * (decision 0042).
 */
export const GUARDED_CHECKOUT_PATH = '/api/checkout';
