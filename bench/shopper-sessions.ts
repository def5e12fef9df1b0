import { ageConsent } from '../src/domain/consents/consents.ts';

/** What a returning shopper's browser holds: its Checkout API token, and the page to open. */
export interface ShopperVisit {
  token: string;
  path: string;
}

const ITEM = '1001-1';

/** The embedded Checkout API of the dev server, as the shop's browser code calls it. */
function checkoutApi(origin: string) {
  const base = `${origin}/_local/checkout-api`;
  let token = '';
  return {
    get token() {
      return token;
    },
    async call(method: string, route: string, body?: unknown) {
      const response = await fetch(`${base}/${route}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { 'API-token': token } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as Record<string, unknown>;
      if (typeof json.token === 'string') token = json.token;
      if (!response.ok)
        throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(json)}`);
      return json;
    },
  };
}

async function withCart(origin: string) {
  const api = checkoutApi(origin);
  await api.call('PUT', `__emulator/stock/${ITEM}`, { quantity: 100_000 });
  await api.call('GET', 'selection');
  // As the start-up on the English market leaves it.
  await api.call('PUT', 'countries/GB', { language: 'en' });
  await api.call('POST', `items/${ITEM}/quantity/2`, {});
  return api;
}

/** A shopper who put two cans in the cart on an earlier page. */
export async function shopperWithCart(origin: string): Promise<ShopperVisit> {
  const api = await withCart(origin);
  return { token: api.token, path: '/checkout' };
}

/** A customer who registered and bought once, back on their account page. */
export async function signedInCustomer(origin: string): Promise<ShopperVisit> {
  const api = await withCart(origin);
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await api.call('POST', 'register', { email, password: 'bench password', firstName: 'Bench' });
  const action = await pay(api, origin, 'dummy', email);
  await api.call('POST', 'payment-result', { paymentMethodFields: action.formFields ?? {} });
  return { token: api.token, path: '/account' };
}

/** A shopper back from the card provider's page: the receipt completes the payment. */
export async function returnFromPayment(origin: string): Promise<ShopperVisit> {
  const api = await withCart(origin);
  const action = await pay(api, origin, 'dummy', 'bench@example.com');
  const fields = action.formFields as Record<string, string> | undefined;
  if (action.action !== 'form' || !fields) throw new Error(`no payment form: ${action.action}`);
  return { token: api.token, path: `/receipt?${new URLSearchParams(fields).toString()}` };
}

function pay(api: ReturnType<typeof checkoutApi>, origin: string, method: string, email: string) {
  return api.call('POST', 'payment', {
    paymentMethod: method,
    paymentReturnPage: `${origin}/receipt`,
    paymentFailedPage: `${origin}/checkout`,
    termsAndConditions: true,
    consents: [ageConsent()],
    address: {
      email,
      firstName: 'Bench',
      lastName: 'Shopper',
      address1: '1 High Street',
      zipCode: 'SW1A 1AA',
      city: 'London',
      country: 'GB',
      phoneNumber: '+44 20 7946 0000',
    },
  });
}
