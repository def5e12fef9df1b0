import { atom } from 'jotai';
import type { PaymentAction, SelectionResponse } from '../../src/contract/checkout-api/schemas';

/** What changed the selection: decides whether a started payment still stands. */
export type CartOperation =
  | 'fetch'
  | 'add'
  | 'add-with-comment'
  | 'remove-line'
  | 'line-quantity'
  | 'batch-update'
  | 'payment-fields'
  | 'payment-method'
  | 'shipping-method'
  | 'voucher'
  | 'language'
  | 'country'
  | 'sign-in'
  | 'sign-out'
  | 'customer';

/** Updates that leave the payment the shopper already started in place. */
const KEEPS_PAYMENT: ReadonlySet<CartOperation> = new Set([
  'add-with-comment',
  'line-quantity',
  'batch-update',
  'payment-fields',
]);

export interface CartState {
  /** The last selection the Checkout API answered with; null until the first answer. */
  selection: SelectionResponse | null;
  payment: PaymentAction | null;
  /** Set by a failed voucher, cleared by a successful one or a removal. */
  voucherError: boolean;
}

export const EMPTY_CART: CartState = { selection: null, payment: null, voucherError: false };

/** Every cart or checkout response replaces the selection; most updates also clear the payment. */
export function afterResponse(
  state: CartState,
  operation: CartOperation,
  response: SelectionResponse,
): CartState {
  return {
    ...state,
    selection: response,
    payment: KEEPS_PAYMENT.has(operation) ? state.payment : null,
  };
}

export type VoucherOutcome = 'failed' | 'added' | 'removed';

export function afterVoucher(state: CartState, outcome: VoucherOutcome): CartState {
  return { ...state, voucherError: outcome === 'failed' };
}

export function afterPaymentStarted(state: CartState, payment: PaymentAction): CartState {
  return { ...state, payment };
}

export function itemCount(selection: SelectionResponse | null): number {
  return (selection?.selection.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

export const cartAtom = atom<CartState>(EMPTY_CART);
export const cartCountAtom = atom((get) => itemCount(get(cartAtom).selection));
/**
 * Every product the shopper's selections have carried, by product id: lines keep their
 * product details (image, stock, bundle) even after the line itself changes.
 */
export const allProductsAtom = atom<Record<string, unknown>>({});

export function withSelectionProducts(
  products: Record<string, unknown>,
  selection: SelectionResponse,
): Record<string, unknown> {
  const next = { ...products };
  for (const item of selection.selection.items) {
    const product = item.product as { product?: unknown } | undefined;
    if (product && typeof product.product === 'string') next[product.product] = product;
  }
  return next;
}
/** True while the checkout waits for a country re-sync: no payment can start. */
export const checkoutSuspendedAtom = atom(false);
