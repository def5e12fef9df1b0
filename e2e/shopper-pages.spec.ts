import { expect, test } from '@playwright/test';
import {
  confirmAgeInSession,
  gotoHydrated,
  holdScripts,
  watchPageErrors,
} from './support/hydrated';
import { addToCart, currentSelection, PRODUCT, restock } from './support/shop';
import { wordsOf } from './support/words';

const t = wordsOf('en');

test.describe('the shopper’s own pages, rendered with their session', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('the checkout shows the cart and its details without any script, and loads its code only when touched', async ({
    page,
    browser,
  }) => {
    await restock(page, PRODUCT);
    await addToCart(page, PRODUCT, 5);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await gotoHydrated(page, '/checkout');
    const main = page.getByRole('main');
    await expect(main.getByText(/^Kvallsro Ice Mint/)).toBeVisible();
    await expect(main.getByTestId('grand-total')).toHaveText(/^£\d+\.\d\d$/);
    // The page waits for the shopper: none of its own code, nor the session's, has loaded.
    await page.waitForLoadState('networkidle');
    const started = scripts.length;
    await expect(page.locator('[data-island="page"]')).not.toHaveAttribute('data-hydrated', 'true');
    await main.hover();
    await expect(page.locator('[data-island="page"]')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(started);

    // The same browser with scripts turned off sees the same cart: it is the worker's HTML.
    const state = await page.context().storageState();
    const scriptless = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    try {
      const bare = await scriptless.newPage();
      await bare.goto('/checkout');
      await expect(bare.getByRole('main').getByText(/^Kvallsro Ice Mint/)).toBeVisible();
      await expect(bare.getByRole('main').getByText(/5-pack/)).toBeVisible();
    } finally {
      await scriptless.close();
    }
  });

  test('the delivery and payment methods and the details given before the checkout’s code ran are the ones the order gets', async ({
    page,
  }) => {
    await restock(page, PRODUCT);
    await addToCart(page, PRODUCT);
    await gotoHydrated(page, '/checkout');
    const errors = watchPageErrors(page);
    await holdScripts(page, 1_200);
    const main = page.getByRole('main');
    // Native controls: they change at once, before React has heard of them.
    await main.getByRole('radio', { name: /^Express delivery/ }).check();
    await main.getByRole('radio', { name: 'Bank payment (test)', exact: true }).check();
    await main.getByLabel(t('email'), { exact: true }).fill('early@example.com');
    await expect(page.locator('[data-island="page"]')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 10_000,
    });
    // The choices go out once the session's start-up has run, whose code arrives in chunks
    // held 1.2 s each: on a busy machine that takes longer than the default five seconds.
    await expect
      .poll(
        async () => {
          const { selection } = (await currentSelection(page)) as unknown as {
            selection: { shippingMethod: string; paymentMethod: string };
          };
          return [selection.shippingMethod, selection.paymentMethod];
        },
        { timeout: 15_000 },
      )
      .toEqual(['express', 'dummy-redirect']);
    // What React renders after the answers is what the shopper picked, not the old choice.
    await expect(main.getByRole('radio', { name: /^Express delivery/ })).toBeChecked();
    await expect(
      main.getByRole('radio', { name: 'Bank payment (test)', exact: true }),
    ).toBeChecked();
    await expect(main.getByLabel(t('email'), { exact: true })).toHaveValue('early@example.com');
    expect(errors).toEqual([]);
  });

  test('a signed-out visitor’s account page offers a sign-in form that works before its code runs', async ({
    page,
  }) => {
    await gotoHydrated(page, '/account');
    const signIn = page.getByRole('button', { name: t('signInSubmit') });
    await expect(signIn).toBeEnabled();
    await expect(page.locator('[data-island="page"]')).not.toHaveAttribute('data-hydrated', 'true');
  });
});
