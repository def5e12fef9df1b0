import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated, watchPageErrors } from './support/hydrated';
import { placeOrders } from './support/orders';
import { addToCart, PRODUCT, restock, uniqueEmail } from './support/shop';

const CHECKOUT_API = '/_local/checkout-api';

const MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  emailEmpty: 'Please enter your email above.',
  signIn: 'Incorrect credentials, verify your details and try again.',
  resetPasswordError:
    'Something went wrong, try requesting another password reset and if the issue persists contact our support.',
  resetEmailSent: 'We have sent you an email with a link to choose a new password.',
  orderNotFound:
    'We could not find the order. Note that you can only see your last order, if you are looking for an older one please refer to your email instead.',
};

/** The page's own content: the footer's newsletter form also has an Email field. */
const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page, email: string, password: string) {
  const form = main(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Hydration mismatches and uncaught errors; failed API calls (expected here) are not counted. */
function watchBrokenPage(page: Page) {
  const errors = watchPageErrors(page);
  return () =>
    errors.filter(
      (error) => !error.startsWith('request failed') && !/Failed to load resource/i.test(error),
    );
}

test.describe('the account area', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));

  test('create an account, keep details, change the password, sign out and back in', async ({
    page,
  }) => {
    const problems = watchBrokenPage(page);
    const email = uniqueEmail('journey');
    const firstPassword = 'first-password-1';
    const secondPassword = 'second-password-2';

    await gotoHydrated(page, '/account/register');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Create account' }),
    ).toBeVisible();
    await main(page).getByLabel('Email', { exact: true }).fill(email);
    await main(page).getByLabel('Password', { exact: true }).fill(firstPassword);
    await main(page).getByLabel('First name').fill('Ada');
    await main(page).getByLabel('Last name').fill('Lovelace');
    await main(page).getByRole('button', { name: 'Create account' }).click();

    // Signed in, on the account overview.
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Ada!' })).toBeVisible();
    await expect(main(page).getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(main(page).getByText('You have not placed any orders yet.')).toBeVisible();

    // Details: prefilled from the registration, saved, and still there after a reload.
    const details = main(page).getByRole('region', { name: 'Your details' });
    await expect(details.getByLabel('First name')).toHaveValue('Ada');
    await expect(details.getByLabel('Last name')).toHaveValue('Lovelace');
    await details.getByLabel('Phone number').fill('+46 70 123 45 67');
    await details.getByLabel('Address').fill('Storgatan 1');
    await details.getByLabel('Zip code').fill('111 22');
    await details.getByLabel('City').fill('Stockholm');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('status')).toHaveText('Your details are saved.');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const reloaded = main(page).getByRole('region', { name: 'Your details' });
    await expect(reloaded.getByLabel('Phone number')).toHaveValue('+46 70 123 45 67');
    await expect(reloaded.getByLabel('Address')).toHaveValue('Storgatan 1');
    await expect(reloaded.getByLabel('Zip code')).toHaveValue('111 22');
    await expect(reloaded.getByLabel('City')).toHaveValue('Stockholm');
    await expect(reloaded.getByLabel('First name')).toHaveValue('Ada');

    // Password: a wrong current password is refused, the right one changes it.
    const password = main(page).getByRole('region', { name: 'Change password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password').fill(secondPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('Your current password is incorrect.')).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await password.getByLabel('Current password').fill(firstPassword);
    await password.getByLabel('New password').fill(secondPassword);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText('Your password is changed.');

    // Sign out: the sign-in form comes back.
    await main(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Hi Ada!' })).toHaveCount(0);

    // The old password no longer works; the new one does.
    await signIn(page, email, firstPassword);
    await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.signIn);
    await expect(main(page).getByRole('alert')).toBeVisible();
    await signIn(page, email, secondPassword);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Ada!' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Your orders' })).toBeVisible();

    expect(problems()).toEqual([]);
  });

  test('your orders shows only the latest order, in full, and refers older ones to email', async ({
    page,
  }) => {
    const email = uniqueEmail('orders');
    const password = 'order-password-1';
    const { orders, product } = await placeOrders(page, { email, password }, [2, 1]);
    const [older, latest] = orders;

    await gotoHydrated(page, '/account');
    await signIn(page, email, password);
    const section = main(page).getByRole('region', { name: 'Your orders' });
    const order = section.getByRole('article', { name: 'Your latest order' });
    await expect(order).toBeVisible();
    await expect(order.getByTestId('order-number')).toHaveText(latest!);
    await expect(section.getByText(older!, { exact: true })).toHaveCount(0);
    // Its date (today, in the shop's calendar), its status in the shopper's words.
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    await expect(order.locator('time')).toHaveText(today.format(new Date()));
    await expect(order.getByTestId('order-status')).toHaveText('Received');
    // Where it goes.
    await expect(order.locator('address')).toHaveText(
      ['Olle Order', 'Gatan 1', '11122 Stockholm', 'Sweden', email].join(''),
    );
    // What it holds and what it cost: Swedish crowns as Swedish shops write them, "129,00 kr".
    await expect(order.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await expect(order.getByRole('listitem')).toHaveCount(1);
    await expect(order.getByRole('listitem')).toContainText(product.name);
    await expect(order.getByRole('listitem')).toContainText(/1 × \d+,\d\d\u00a0kr/);
    await expect(order.getByTestId('grand-total')).toHaveText(/^\d+,\d\d\u00a0kr$/);
    // Nothing to change on an order.
    await expect(order.getByRole('button')).toHaveCount(0);
    await expect(section.getByText(MESSAGES.orderNotFound)).toBeVisible();
  });

  test('a cart added before signing in stays, on the token the browser had from the start', async ({
    page,
  }) => {
    const email = uniqueEmail('keeps-cart');
    const password = 'keeps-cart-password-1';
    const registered = await page.request.post(`${CHECKOUT_API}/register`, {
      data: { email, password, firstName: 'Karin' },
    });
    expect(registered.ok()).toBe(true);
    await restock(page, PRODUCT);
    await addToCart(page, PRODUCT);
    const storedToken = () => page.evaluate(() => window.localStorage.getItem('Api-token'));
    const first = await storedToken();
    expect(first).toBeTruthy();

    await gotoHydrated(page, '/account');
    await signIn(page, email, password);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Karin!' })).toBeVisible();
    expect(await storedToken()).toBe(first);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    // A client that keeps the token it got first reads the signed-in customer and the cart.
    const kept = await page.request.get(`${CHECKOUT_API}/selection`, {
      headers: { 'API-token': first! },
    });
    const body = (await kept.json()) as {
      token: string;
      loggedIn?: { email: string };
      selection: { items: { productName: string; quantity: number }[] };
    };
    expect(body.token).toBe(first);
    expect(body.loggedIn?.email).toBe(email);
    expect(body.selection.items).toEqual([
      expect.objectContaining({ productName: expect.stringMatching(/^Kvallsro/), quantity: 1 }),
    ]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('the create-account form explains what is wrong', async ({ page }) => {
    const email = uniqueEmail('taken');
    const registered = await page.request.post(`${CHECKOUT_API}/register`, {
      data: { email, password: 'already-here-1' },
    });
    expect(registered.ok()).toBe(true);

    await gotoHydrated(page, '/account/register');
    const form = main(page);
    const emailField = form.getByLabel('Email', { exact: true });
    const submit = form.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByText(MESSAGES.emailEmpty)).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toBeFocused();

    await emailField.fill('not-an-email');
    await submit.click();
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();

    await emailField.fill(uniqueEmail('short'));
    await form.getByLabel('Password', { exact: true }).fill('short');
    await submit.click();
    await expect(form.getByText('Your password needs at least 8 characters.')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await emailField.fill(email);
    await form.getByLabel('Password', { exact: true }).fill('another-password-1');
    await submit.click();
    await expect(form.getByText(/An account with this email already exists/)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/register$/);
  });

  test('forgot password: validate, send the link, choose a new password, sign in', async ({
    page,
  }) => {
    const problems = watchBrokenPage(page);
    const email = uniqueEmail('reset');
    const registered = await page.request.post(`${CHECKOUT_API}/register`, {
      data: { email, password: 'forgotten-password-1', firstName: 'Grace' },
    });
    expect(registered.ok()).toBe(true);

    await gotoHydrated(page, '/account/forgot-password');
    const form = main(page);
    const emailField = form.getByLabel('Email', { exact: true });
    const send = form.getByRole('button', { name: 'Send link' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(form.getByText(MESSAGES.emailEmpty)).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await emailField.fill('grace@');
    await send.click();
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await emailField.fill(email);
    await send.click();
    await expect(form.getByRole('status')).toHaveText(MESSAGES.resetEmailSent);

    // The embedded tenant keeps the mail's link instead of sending it.
    let link = '';
    await expect(async () => {
      const response = await page.request.get(`${CHECKOUT_API}/__emulator/password-reset-link`);
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { link: string; email: string };
      expect(body.email).toBe(email);
      link = body.link;
    }).toPass({ timeout: 10_000 });
    const url = new URL(link);
    expect(url.pathname).toBe('/password-reset');
    expect(url.searchParams.get('i')).toBeTruthy();
    expect(url.searchParams.get('id')).toBeTruthy();

    await gotoHydrated(page, url.pathname + url.search);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    // The link's secrets leave the address bar before any script could read them there.
    await expect(page).toHaveURL(/\/password-reset$/);
    const newPassword = 'remembered-password-2';
    await main(page).getByLabel('New password', { exact: true }).fill(newPassword);
    await main(page).getByLabel('Confirm new password').fill('something-else-3');
    await main(page).getByRole('button', { name: 'Save password' }).click();
    await expect(main(page).getByText('The passwords do not match.')).toBeVisible();
    await main(page).getByLabel('Confirm new password').fill(newPassword);
    await main(page).getByRole('button', { name: 'Save password' }).click();
    await expect(main(page).getByRole('status')).toHaveText(
      'Your new password is saved and you are signed in.',
    );

    // The reset signed the customer in; sign out, then in with the new password.
    await main(page).getByRole('link', { name: 'Go to your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Grace!' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(main(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Hi Grace!' })).toBeVisible();

    // The link works once.
    await gotoHydrated(page, url.pathname + url.search);
    await main(page).getByLabel('New password', { exact: true }).fill('third-password-4');
    await main(page).getByLabel('Confirm new password').fill('third-password-4');
    await main(page).getByRole('button', { name: 'Save password' }).click();
    await expect(main(page).getByRole('alert')).toContainText(MESSAGES.resetPasswordError);

    expect(problems()).toEqual([]);
  });

  test('a bogus or incomplete reset link shows the reset error', async ({ page }) => {
    await gotoHydrated(page, '/password-reset?i=not-a-real-secret&id=999999');
    await main(page).getByLabel('New password', { exact: true }).fill('bogus-password-1');
    await main(page).getByLabel('Confirm new password').fill('bogus-password-1');
    const save = main(page).getByRole('button', { name: 'Save password' });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(main(page).getByRole('alert')).toContainText(MESSAGES.resetPasswordError);
    await expect(main(page).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );

    await gotoHydrated(page, '/password-reset');
    await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.resetPasswordError);
  });

  test('the signed-out account page is the sign-in form with its links', async ({ page }) => {
    await gotoHydrated(page, '/account');
    const form = main(page);
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(form.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/account/register',
    );
    await expect(form.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByText(MESSAGES.emailEmpty)).toBeVisible();
    await signIn(page, uniqueEmail('nobody'), 'whatever-password');
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.signIn);
  });
});
