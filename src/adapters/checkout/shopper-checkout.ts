import { createRequester, path, type FetchLike } from '../../contract/checkout-api/request';
import { orderResponseSchema, selectionResponseSchema } from '../../contract/checkout-api/schemas';

/**
 * Calls the server makes on a shopper's behalf, with the shopper's own session token (none
 * on a first visit: the Checkout API then starts a session and answers with its token).
 */
export function createShopperCheckout(options: { baseUrl: string; fetch: FetchLike }) {
  return {
    /** POST items/{item}/quantity/{quantity}: the selection after the add. */
    addItem(
      token: string | undefined,
      item: string,
      quantity: number,
      details: { productUrl?: string; comment?: string } = {},
    ) {
      const request = createRequester({ ...options, token: () => token });
      return request(
        'POST',
        path`items/${item}/quantity/${quantity}`,
        selectionResponseSchema,
        details,
      );
    },
    /** POST payment-result: what the provider sent back completes the payment into an order. */
    paymentResult(token: string, paymentMethodFields: Record<string, unknown>) {
      const request = createRequester({ ...options, token: () => token });
      return request('POST', 'payment-result', orderResponseSchema, { paymentMethodFields });
    },
    /** GET receipt: the session's latest order. */
    receipt(token: string) {
      const request = createRequester({ ...options, token: () => token });
      return request('GET', 'receipt', orderResponseSchema);
    },
  };
}

export type ShopperCheckout = ReturnType<typeof createShopperCheckout>;
