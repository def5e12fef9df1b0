import { createRequester, path, type FetchLike } from '../../contract/checkout-api/request';
import type { StartUpClient } from '../../contract/checkout-api/start-up';
import {
  orderResponseSchema,
  ordersResponseSchema,
  selectionResponseSchema,
} from '../../contract/checkout-api/schemas';

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
    /** One session's selection and the start-up's calls, to render the shopper's own pages. */
    session(token: string): StartUpClient {
      const request = createRequester({ ...options, token: () => token });
      const S = selectionResponseSchema;
      return {
        selection: () => request('GET', 'selection', S),
        setLanguage: (language) => request('PUT', path`languages/${language}`, S),
        setPaymentFields: (fields) => request('PUT', 'payment-fields', S, fields),
        setCountry: (country, language) =>
          request('PUT', path`countries/${country}`, S, { language }),
      };
    },
    /** POST orders: the signed-in customer's newest orders (the API lists the newest first). */
    orders(token: string, size: number) {
      const request = createRequester({ ...options, token: () => token });
      return request('POST', 'orders', ordersResponseSchema, { from: 0, size });
    },
    /** GET receipt: the session's latest order. */
    receipt(token: string) {
      const request = createRequester({ ...options, token: () => token });
      return request('GET', 'receipt', orderResponseSchema);
    },
  };
}

export type ShopperCheckout = ReturnType<typeof createShopperCheckout>;
