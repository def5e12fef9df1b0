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
  /** What the started payment pays: the selection's total when it started. */
  paymentFor: PaidAmount | null;
  /** Set by a failed voucher, cleared by a successful one or a removal. */
  voucherError: boolean;
  /**
   * Lines the Checkout API dropped because the new country's market may not sell them (its
   * law, its assortment): the shopper is told once, then it is cleared.
   */
  droppedForCountry: { count: number; country: string } | null;
}

export interface PaidAmount {
  grandTotal: number;
  currency: string;
}

export const EMPTY_CART: CartState = {
  selection: null,
  payment: null,
  paymentFor: null,
  voucherError: false,
  droppedForCountry: null,
};

/** Operations that may move the selection to another country, and so to another assortment. */
const MOVES_COUNTRY: ReadonlySet<CartOperation> = new Set([
  'country',
  'payment-fields',
  'customer',
]);

/** Units of the lines that were in the cart before a country change and are gone after it. */
function droppedUnits(before: SelectionResponse | null, after: SelectionResponse): number {
  if (!before || before.location.country === after.location.country) return 0;
  const kept = new Set(after.selection.items.map((line) => line.line));
  return before.selection.items
    .filter((line) => !kept.has(line.line))
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** Every cart or checkout response replaces the selection; most updates also clear the payment. */
export function afterResponse(
  state: CartState,
  operation: CartOperation,
  response: SelectionResponse,
): CartState {
  const dropped = MOVES_COUNTRY.has(operation) ? droppedUnits(state.selection, response) : 0;
  const keeps = KEEPS_PAYMENT.has(operation);
  return {
    ...state,
    selection: response,
    payment: keeps ? state.payment : null,
    paymentFor: keeps ? state.paymentFor : null,
    droppedForCountry:
      dropped > 0 && response.location.country
        ? { count: dropped, country: response.location.country }
        : state.droppedForCountry,
  };
}

/** The shopper has been told about the dropped lines. */
export const afterDroppedNotice = (state: CartState): CartState => ({
  ...state,
  droppedForCountry: null,
});

export type VoucherOutcome = 'failed' | 'added' | 'removed';

export function afterVoucher(state: CartState, outcome: VoucherOutcome): CartState {
  return { ...state, voucherError: outcome === 'failed' };
}

/** What the cart costs now, as a started payment records it. */
export const amountOf = (selection: SelectionResponse | null): PaidAmount | null =>
  selection
    ? {
        grandTotal: selection.selection.totals.grandTotalPriceAsNumber,
        currency: selection.selection.currency,
      }
    : null;

export function afterPaymentStarted(state: CartState, payment: PaymentAction): CartState {
  return { ...state, payment, paymentFor: amountOf(state.selection) };
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
