import { CheckoutApiError } from '../../../src/contract/checkout-api/checkout-api-error';

/** What a failed Checkout API call said: its status and per-field errors; null for other failures. */
export interface ApiProblem {
  status: number;
  errors: Record<string, string>;
}

export function apiProblem(error: unknown): ApiProblem | null {
  if (!(error instanceof CheckoutApiError)) return null;
  return { status: error.status, errors: error.data.errors ?? {} };
}

/** Mirrors the Checkout API's rule, so a short password is caught before the call. */
export const MIN_PASSWORD_LENGTH = 8;
