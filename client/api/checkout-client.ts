import { DEFAULT_QUANTITY } from '../../src/domain/catalogue/constants';
import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import {
  createRequester,
  path,
  type FetchLike,
  type Requester,
} from '../../src/contract/checkout-api/request';
import {
  countriesResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  paymentActionSchema,
  selectionResponseSchema,
  subscriptionResponseSchema,
} from '../../src/contract/checkout-api/schemas';

import { GUARDED_CHECKOUT_PATH } from '../../src/contract/checkout-api/guarded-calls';
import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import { mirroredStorage } from '../state/session-cookies';
import { csrfEcho } from './post-to-shop';
import { sessionOpening } from './session-opening';

/** @internal Exported for the tests' clients, which keep the token in memory. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** @internal Named by the types of the shop's actions and the tests' clients. */
export interface Address {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  company?: string;
  address1?: string;
  address2?: string;
  zipCode?: string;
  city?: string;
  state?: string;
  country?: string;
  newsletter?: boolean;
}

export interface PaymentRequest {
  paymentMethod?: string;
  paymentReturnPage: string;
  paymentFailedPage: string;
  termsAndConditions: boolean;
  address?: Address;
  shippingAddress?: Address;
  paymentMethodSpecificFields?: Record<string, unknown>;
  /** Only start the method's widget; its callback pays (Centra's inline flow). */
  paymentInitiateOnly?: boolean;
  internalComment?: string;
  [passThrough: string]: unknown;
}

/** @internal Named by the types of the shop's actions and the tests' clients. */
export interface CustomerDetails {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  address1?: string;
  address2?: string;
  zipCode?: string;
  city?: string;
  country?: string;
  language?: string;
  newsletter?: boolean;
}

const S = selectionResponseSchema;

/** Where a call goes: its base URL, and the headers it takes there. */
interface Route {
  baseUrl: string;
  headers?: Record<string, string>;
}

/**
 * The browser's Checkout API client: the token lives in storage under `Api-token`, goes out
 * as the API-token header and is replaced from every answer to a call sent with it. The calls
 * the shop checks first (a payment, sign-in, account mail, sign-ups, a voucher; decision 0042)
 * go to its `guarded` route, the shop's own endpoints, which answer as the API does; without
 * one, to the API too.
 * @internal Exported for the tests, which give it their own fetch and storage.
 */
export function createCheckoutClient(
  options: Route & {
    storage: TokenStorage;
    fetch: FetchLike;
    guarded?: Route;
  },
) {
  const storedToken = () => options.storage.getItem(TOKEN_STORAGE_KEY);
  const inSession = sessionOpening(storedToken);
  // A call whose answer came from a session the stored token has left (`left`) is made once
  // more on the shopper's own: a sign-in keeps its token (Centra binds the customer to it),
  // so nothing was carried over, and the call, a write too, has not reached the cart yet.
  const requestVia =
    (via: Route): Requester =>
    (method, route, schema, body) =>
      inSession(async () => {
        let left = false;
        const send = () =>
          createRequester({
            ...options,
            ...via,
            token: storedToken,
            onToken: (token, sentWith) => {
              const stored = storedToken();
              // Sent with a token replaced since: the API no longer knew it (expired) and
              // opened a session of its own for this call, which nobody keeps. The stored one
              // stays.
              if (sentWith !== stored) left = true;
              else if (token !== stored) options.storage.setItem(TOKEN_STORAGE_KEY, token);
            },
          })(method, route, schema, body);
        const first = await send();
        return left ? send() : first;
      });
  const request = requestVia(options);
  const guarded = requestVia(options.guarded ?? options);

  const client = {
    token: storedToken,
    /** Runs a call made outside this client (the shop's own add endpoint) as one of its own. */
    inSession,
    // Cart
    selection: () => request('GET', 'selection', S),
    addItem: (
      item: string,
      quantity = DEFAULT_QUANTITY,
      details?: { productUrl?: string; comment?: string },
    ) => request('POST', path`items/${item}/quantity/${quantity}`, S, details),
    removeLine: (line: string) => request('DELETE', path`lines/${line}`, S),
    setLineQuantity: (line: string, quantity: number) =>
      request('PUT', path`lines/${line}/quantity/${quantity}`, S),
    updateItems: (body: {
      lines?: { line: string; quantity: number }[];
      items?: { item: string; quantity: number }[];
    }) => request('PUT', 'items', S, body),
    // Checkout
    setPaymentMethod: (method: string) => request('PUT', path`payment-methods/${method}`, S),
    setShippingMethod: (method: string) => request('PUT', path`shipping-methods/${method}`, S),
    setPaymentFields: (fields: {
      address?: Address;
      shippingAddress?: Address;
      termsAndConditions?: boolean;
      newsletter?: boolean;
    }) => request('PUT', 'payment-fields', S, fields),
    addVoucher: (voucher: string) => guarded('POST', 'vouchers', S, { voucher }),
    removeVoucher: (voucher: string) => request('DELETE', path`vouchers/${voucher}`, S),
    /**
     * Starts payment. A stock failure (410 with errors.stock) has already shrunk the
     * selection on the server: the cart is refetched and payment tried once more.
     */
    async startPayment(body: PaymentRequest) {
      try {
        return await guarded('POST', 'payment', paymentActionSchema, body);
      } catch (error) {
        if (!(error instanceof CheckoutApiError) || !error.isStockError) throw error;
        await client.selection();
        return guarded('POST', 'payment', paymentActionSchema, body);
      }
    },
    paymentResult: (paymentMethodFields: Record<string, unknown>) =>
      request('POST', 'payment-result', orderResponseSchema, { paymentMethodFields }),
    receipt: () => request('GET', 'receipt', orderResponseSchema),
    // Customer and locale
    setLanguage: (language: string) => request('PUT', path`languages/${language}`, S),
    countries: () => request('GET', 'countries', countriesResponseSchema),
    setCountry: (country: string, language?: string) =>
      request('PUT', path`countries/${country}`, S, { language }),
    login: (email: string, password: string) =>
      guarded('POST', path`login/${email}`, S, { password }),
    logout: () => request('POST', 'logout', S),
    register: (details: CustomerDetails & { email: string; password: string }) =>
      guarded('POST', 'register', S, details),
    requestPasswordReset: (email: string, linkUri: string) =>
      guarded('POST', path`password-reset-email/${email}`, S, { linkUri }),
    resetPassword: (body: { i: string; id: string; newPassword: string }) =>
      guarded('POST', 'password-reset', S, body),
    orders: (paging?: { from?: number; size?: number }) =>
      request('POST', 'orders', ordersResponseSchema, paging),
    updateCustomer: (details: CustomerDetails) => request('PUT', 'customer/update', S, details),
    changePassword: (password: string, newPassword: string) =>
      request('PUT', 'password', S, { password, newPassword }),
    subscribe: (
      email: string,
      details?: {
        country?: string;
        language?: string;
        product?: string;
        item?: string;
        email_field?: string;
      },
    ) =>
      guarded('POST', path`newsletter-subscription/${email}`, subscriptionResponseSchema, details),
  };
  return client;
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;

/** The client for the running page: browser storage and fetch. On the server it throws. */
export function browserCheckoutClient(baseUrl: string): CheckoutClient {
  if (typeof window === 'undefined' || typeof window.localStorage === 'undefined') {
    throw new Error('The Checkout API browser client runs only in the browser');
  }
  return createCheckoutClient({
    baseUrl,
    storage: mirroredStorage(window.localStorage),
    fetch: (input) => fetch(input),
    guarded: {
      baseUrl: GUARDED_CHECKOUT_PATH,
      // The shop's own endpoints: the page's CSRF echo (its cookie is set before any script
      // runs, and stays) goes with every call.
      headers: csrfEcho(),
    },
  });
}
