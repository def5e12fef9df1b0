import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import {
  addToCart,
  choosePayment,
  currentSelection,
  fillCheckout,
  PRODUCT,
  restock,
} from './support/shop';

async function register(page: Page, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoHydrated(page, '/account/register');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill('a-good-password-1');
  await main.getByLabel('First name').fill(firstName);
  await main.getByLabel('Last name').fill('Tester');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main.getByText(`Signed in as ${email}`)).toBeVisible();
  return email;
}

test.describe('a customer buying', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
  });

  test('a new customer registers, buys, and sees the order under your orders', async ({ page }) => {
    const email = await register(page, 'Greta');
    await addToCart(page, PRODUCT, 5);
    await gotoHydrated(page, '/checkout');
    // The checkout knows who is buying.
    await expect(page.getByRole('main').getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Greta');
    await fillCheckout(page, { email, firstName: 'Greta', lastName: 'Tester' });
    await choosePayment(page, 'Bank payment (test)');
    await page.getByRole('button', { name: 'Place order' }).click();

    // The test bank stands in for the provider: approving returns to the receipt.
    await expect(page.getByRole('heading', { name: 'Test bank payment' })).toBeVisible();
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await page.waitForURL('**/receipt**');
    const order = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(order).toMatch(/^\d+$/);
    // Signed in: no prompt to create an account.
    await expect(page.getByText('Create an account to follow your order')).toHaveCount(0);

    await gotoHydrated(page, '/account');
    const orders = page.getByRole('main').getByRole('region', { name: 'Your orders' });
    await expect(orders.getByText(order)).toBeVisible();
    await expect(orders.getByText(/5-pack/)).toBeVisible();
  });

  test('a signed-in shopper changes country and prices and currency follow', async ({ page }) => {
    await register(page, 'Hans');
    await addToCart(page, PRODUCT);
    await gotoHydrated(page, '/checkout');
    const total = page.getByRole('main').getByTestId('grand-total');
    await expect(total).toContainText('£');
    await page.getByRole('main').getByLabel('Country').selectOption({ label: 'Germany' });
    await expect(total).toContainText('€');
    await expect(page.getByRole('main').locator('.cart-line-total')).toContainText('€');
    // The customer's stored country followed, and the choice survives a reload.
    await expect
      .poll(
        async () =>
          (await currentSelection(page)) as unknown as { loggedIn?: { country?: string } },
      )
      .toMatchObject({ loggedIn: { country: 'DE' } });
    await page.reload();
    await expect(total).toContainText('€');
  });
});
