import { exports } from 'cloudflare:workers';
import { ageConsent } from '../../../src/domain/consents';
import { createCatalogueClient } from '../../../src/adapters/checkout/catalogue-client';
import { CheckoutApiError } from '../../../src/contract/checkout-api/checkout-api-error';
import { createCheckoutClient, type TokenStorage } from '../../../client/api/checkout-client';

export const ORIGIN = 'http://localhost';
export const BASE = `${ORIGIN}/_local/checkout-api`;
/** Bound by vitest.workers.config.ts. */
export const SHARED_SECRET = 'test-shared-secret';

export const workerFetch = (request: Request) => exports.default.fetch(request);

/** A browser's localStorage, in memory. */
export function memoryStorage(
  initial: Record<string, string> = {},
): TokenStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

/** A shopper: our browser client with its own storage, talking to the worker. */
export function shopper(storage = memoryStorage()) {
  return createCheckoutClient({ baseUrl: BASE, storage, fetch: workerFetch });
}

/** The storefront's server-side catalogue client. */
export function catalogue() {
  return createCatalogueClient({ baseUrl: BASE, sharedSecret: SHARED_SECRET, fetch: workerFetch });
}

/** A raw call, for what the clients never send (bad input, other headers). */
export async function call(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  const response = await exports.default.fetch(`${BASE}/${path}`, { method, ...init });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Left empty: the caller asserts on status.
  }
  return { status: response.status, json, headers: response.headers };
}

export const emulator = {
  reset: () => call('POST', '__emulator/reset'),
  setStock: (item: string, quantity: number) =>
    call('PUT', `__emulator/stock/${item}`, { body: JSON.stringify({ quantity }) }),
  async stock(item: string): Promise<number> {
    const { json } = await call('GET', `__emulator/stock/${item}`);
    return json.quantity as number;
  },
  setGeo: (country: string | null) =>
    call('PUT', '__emulator/geo', { body: JSON.stringify({ country }) }),
  expireToken: (token: string) => call('POST', `__emulator/expire-token/${token}`),
  async resetLink(): Promise<URL> {
    const { json } = await call('GET', '__emulator/password-reset-link');
    return new URL(json.link as string);
  },
  async subscriptions(): Promise<Record<string, unknown>[]> {
    const { json } = await call('GET', '__emulator/subscriptions');
    return json.subscriptions as Record<string, unknown>[];
  },
};

/** A shopper in Sweden with `quantity` of `item` in the cart. */
export async function swedishShopperWith(item: string, quantity = 1) {
  const client = shopper();
  await client.setCountry('SE', 'sv');
  await client.addItem(item, quantity);
  return client;
}

const ADDRESS = {
  email: 'anna@example.se',
  firstName: 'Anna',
  lastName: 'Berg',
  address1: 'Storgatan 1',
  zipCode: '111 22',
  city: 'Stockholm',
  country: 'SE',
  phoneNumber: '0701234567',
};

export const PAYMENT = {
  paymentReturnPage: `${ORIGIN}/receipt`,
  paymentFailedPage: `${ORIGIN}/checkout`,
  termsAndConditions: true,
  consents: [ageConsent()],
  address: ADDRESS,
};

/** The CheckoutApiError a client call must fail with. */
export function failure(promise: Promise<unknown>): Promise<CheckoutApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!(error instanceof CheckoutApiError)) throw error;
      return error;
    },
  );
}
