import { ApiFailure } from './api-failure';

/** Most of one item a single call may put in the cart. */
export const MAX_LINE_QUANTITY = 999;

/** A quantity path segment: a whole number within 0 (where allowed) and MAX_LINE_QUANTITY. */
export function quantityParam(raw: string | undefined, { allowZero = false } = {}): number {
  const value = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || value > MAX_LINE_QUANTITY || (!allowZero && value === 0)) {
    throw new ApiFailure(406, {
      quantity: `must be a whole number from ${allowZero ? 0 : 1} to ${MAX_LINE_QUANTITY}`,
    });
  }
  return value;
}
