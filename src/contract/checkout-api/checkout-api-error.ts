/**
 * A Checkout API error, rethrown with the response: `status` and the parsed
 * body in `data`, whose `errors` says which field failed and why.
 */
export class CheckoutApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: {
      token?: string | null;
      errors?: Record<string, string>;
      [key: string]: unknown;
    },
  ) {
    const errors = data.errors
      ? Object.entries(data.errors).map(([field, message]) => `${field}: ${message}`)
      : [];
    super(`Checkout API ${status}${errors.length ? `: ${errors.join('; ')}` : ''}`);
    this.name = 'CheckoutApiError';
  }

  /** The 410 of POST payment (and of stock-limited adds): some items ran out. */
  get isStockError(): boolean {
    return Boolean(this.data.errors && 'stock' in this.data.errors);
  }
}
