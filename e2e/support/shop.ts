import { expect, type Page } from '@playwright/test';
import type { Language } from '../../src/domain/markets';
import { gotoHydrated } from './hydrated';
import { checkoutApi } from './topology';
import { wordsOf } from './words';
import { PAYMENT_METHODS } from '../../src/local/checkout-api/fixtures/payment-methods';

export const PRODUCT = '/nicotine-pouches/kvallsro-ice-mint-weak-mini';
export const OTHER_PRODUCT = '/nicotine-pouches/solsken-caramel-latte-extra-strong-mini';

/** Adds the product at `path` to the cart, as a pack of `pack` cans (1 for a single can). */
export async function addToCart(page: Page, path: string, pack = 1, language: Language = 'en') {
  const t = wordsOf(language);
  await gotoHydrated(page, path);
  if (pack > 1) {
    const packLabel = t('packOf', { quantity: pack });
    await page.getByRole('radio', { name: new RegExp(`^${packLabel} `) }).check();
  }
  await page.getByRole('button', { name: t('addToCart') }).click();
  await expect(page.getByRole('status').getByText(t('itemAdded'))).toBeVisible();
}

export async function openCart(page: Page, language: Language = 'en') {
  const t = wordsOf(language);
  await page.getByRole('button', { name: new RegExp(`^${t('cart')}`) }).click();
  const drawer = page.getByRole('dialog', { name: t('cartTitle') });
  await expect(drawer).toBeVisible();
  return drawer;
}

let emails = 0;

/** An address no earlier run or parallel test has used. */
export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${process.pid}-${(emails += 1)}@example.com`;

export interface Shopper {
  email: string;
  firstName: string;
  lastName: string;
}

export const ANNA: Shopper = { email: 'anna@example.com', firstName: 'Anna', lastName: 'Berg' };

/** Fills the checkout's delivery details and both required confirmations. */
export async function fillCheckout(page: Page, shopper: Shopper = ANNA, language: Language = 'en') {
  const t = wordsOf(language);
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(label, { exact: true });
  await field(t('email')).fill(shopper.email);
  await field(t('firstName')).fill(shopper.firstName);
  await field(t('lastName')).fill(shopper.lastName);
  await field(t('address')).fill('1 High Street');
  await field(t('zipCode')).fill('SW1A 1AA');
  await field(t('city')).fill('London');
  await field(t('phoneNumber')).fill('+44 20 7946 0000');
  await main.getByLabel(t('acceptTerms')).check();
  await main.getByLabel(t('confirmAdult')).check();
}

/** A test payment method's name as the embedded Checkout API answers it in `language`. */
export function paymentName(method: string, language: Language = 'en'): string {
  const found = PAYMENT_METHODS.find((entry) => entry.paymentMethod === method);
  if (!found) throw new Error(`no test payment method ${method}`);
  return found.names[language];
}

export async function choosePayment(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).check();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** The shopper's selection straight from the embedded Checkout API, with the page's token. */
export async function currentSelection(page: Page) {
  return page.evaluate(async (api) => {
    const token = window.localStorage.getItem('Api-token') ?? '';
    const response = await fetch(`${api}/selection`, { headers: { 'API-token': token } });
    return (await response.json()) as {
      selection: { items: { item: string; productName: string; quantity: number }[] };
    };
  }, checkoutApi());
}

/** The id of the product at `path`, as its buy box (or, sold out, its stock sign-up) hydrates with it. */
export async function productIdAt(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  const props = /data-island="(?:product-buy|stock-notification)" data-props="([^"]*)"/.exec(
    html,
  )?.[1];
  if (!props) return undefined;
  const parsed = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
    id?: string;
    productId?: string;
  };
  return parsed.id ?? parsed.productId;
}

/**
 * Puts plenty of the product at `path` back in stock (its single can, which its packs
 * draw from), so journeys that buy it do not depend on what earlier runs bought.
 */
export async function restock(page: Page, path: string) {
  const id = await productIdAt(page, path);
  if (!id) throw new Error(`no product at ${path}`);
  const response = await page.request.put(`${checkoutApi()}/__emulator/stock/${id}-1`, {
    data: { quantity: 500 },
  });
  expect(response.ok()).toBe(true);
}
