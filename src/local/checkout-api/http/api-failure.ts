/**
 * A Checkout API error: HTTP status >= 400 and Centra's `errors` object keyed by field.
 * `extra` carries what some errors add beside it (the 410's `unavailable` and selection).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 406 | 409 | 410 | 413 | 415 | 422 | 429,
    readonly errors: Record<string, string>,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(
      Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; '),
    );
    this.name = 'ApiFailure';
  }
}
