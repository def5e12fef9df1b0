import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated';

export const PRODUCT = '/products/nicotine-pouches/kvallsro-ice-mint-weak-mini';
export const OTHER_PRODUCT = '/products/nicotine-pouches/solsken-caramel-latte-extra-strong-mini';

/** Adds the product at `path` to the cart, as a pack of `pack` cans (1 for a single can). */
export async function addToCart(page: Page, path: string, pack = 1) {
  await gotoHydrated(page, path);
  if (pack > 1) await page.getByLabel(new RegExp(`(^|\\s)${pack}-pack`)).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').getByText('Item added to your cart')).toBeVisible();
}

export async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

export interface Shopper {
  email: string;
  firstName: string;
  lastName: string;
}

export const ANNA: Shopper = { email: 'anna@example.com', firstName: 'Anna', lastName: 'Berg' };

/** Fills the checkout's delivery details and both required confirmations. */
export async function fillCheckout(page: Page, shopper: Shopper = ANNA) {
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(label, { exact: true });
  await field('Email').fill(shopper.email);
  await field('First name').fill(shopper.firstName);
  await field('Last name').fill(shopper.lastName);
  await field('Address').fill('1 High Street');
  await field('Zip code').fill('SW1A 1AA');
  await field('City').fill('London');
  await field('Phone number').fill('+44 20 7946 0000');
  await main.getByLabel('I accept the terms and conditions').check();
  await main.getByLabel(/I confirm that I am over 18/).check();
}

export async function choosePayment(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).check();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

/** The shopper's selection straight from the embedded Checkout API, with the page's token. */
export async function currentSelection(page: Page) {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('Api-token') ?? '';
    const response = await fetch('/_local/checkout-api/selection', {
      headers: { 'API-token': token },
    });
    return (await response.json()) as {
      selection: { items: { item: string; productName: string; quantity: number }[] };
    };
  });
}

/**
 * Puts plenty of the product at `path` back in stock (its single can, which its packs
 * draw from), so journeys that buy it do not depend on what earlier runs bought.
 */
export async function restock(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const state =
    /<script id="__INITIAL_STATE__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  const id = state ? (JSON.parse(state) as { page: { id?: string } }).page.id : undefined;
  if (!id) throw new Error(`no product at ${path}`);
  const response = await page.request.put(`/_local/checkout-api/__emulator/stock/${id}-1`, {
    data: { quantity: 500 },
  });
  expect(response.ok()).toBe(true);
}
