import { expect, type Page } from '@playwright/test';
import { ageConsent } from '../../src/domain/consents';
import { BASE_URL } from '../../playwright.config';

const CHECKOUT_API = '/_local/checkout-api';

/** Where the orders went: the address every one of them was paid with. */
const OLLE = {
  firstName: 'Olle',
  lastName: 'Order',
  phoneNumber: '0701234567',
  address1: 'Gatan 1',
  zipCode: '11122',
  city: 'Stockholm',
  country: 'SE',
};

export interface PlacedOrders {
  /** The Checkout API session that bought them. */
  token: string;
  /** Their numbers, oldest first. */
  orders: string[];
  product: { name: string };
}

/**
 * A customer who bought once per quantity given, through the Checkout API on a session of its
 * own, paid by invoice (the order completes at once), delivered to Olle in Sweden.
 */
export async function placeOrders(
  page: Page,
  customer: { email: string; password: string },
  quantities: number[],
): Promise<PlacedOrders> {
  const registered = await page.request.post(`${CHECKOUT_API}/register`, {
    data: { ...customer, firstName: OLLE.firstName },
  });
  expect(registered.ok()).toBe(true);
  const token = ((await registered.json()) as { token: string }).token;
  const headers = { 'API-token': token };
  const api = (method: 'post' | 'put', path: string, data: object = {}) =>
    page.request[method](`${CHECKOUT_API}/${path}`, { headers, data });
  expect((await api('put', 'countries/SE')).ok()).toBe(true);
  const listing = (await (await api('post', 'products', { limit: 60 })).json()) as {
    products: { name: string; items: { item: string; stock: string }[] }[];
  };
  // Not the products the checkout tests sell out on purpose.
  const product = listing.products.find(
    (entry) => entry.items[0]?.stock === 'yes' && !/^(Solsken|Kvallsro)/.test(entry.name),
  );
  expect(product).toBeDefined();
  const item = product!.items[0]!.item;
  const orders: string[] = [];
  for (const quantity of quantities) {
    expect((await api('post', `items/${item}/quantity/${quantity}`)).ok()).toBe(true);
    const payment = await api('post', 'payment', {
      paymentMethod: 'dummy-direct',
      paymentReturnPage: `${BASE_URL}/receipt`,
      paymentFailedPage: `${BASE_URL}/checkout?failed`,
      termsAndConditions: true,
      consents: [ageConsent()],
      address: { email: customer.email, ...OLLE },
    });
    const body = (await payment.json()) as { action: string; order: { order: string } };
    expect(body.action).toBe('success');
    orders.push(body.order.order);
  }
  return { token, orders, product: { name: product!.name } };
}
