import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import {
  CHOSEN_COUNTRY_COOKIE,
  GCLID_COOKIE,
  TOKEN_COOKIE,
} from '../../src/contract/session-cookies';
import { expectConsole } from '../setup/console-guard';
import { emulator, memoryStorage, PAYMENT, shopper } from '../checkout-api/support/clients';
import { get } from '../edge/support';
import { loadPageOf, stateIn } from '../support/page-state';

/** A shopper's client and the cookie their browser sends the worker once it mirrored the token. */
async function shopperWithCart() {
  const storage = memoryStorage();
  const client = shopper(storage);
  await client.setCountry('SE', 'sv');
  const selection = await client.addItem('1001-1', 2);
  await client.setPaymentFields({ address: { email: 'early@example.com', country: 'SE' } });
  const token = storage.getItem(TOKEN_STORAGE_KEY)!;
  return { client, token, selection, cookie: `${TOKEN_COOKIE}=${token}` };
}

const withCookie = (cookie: string) => ({ init: { headers: { Cookie: cookie } } });

/** What the page shows: its HTML before the state it hands to the browser. */
const shown = (html: string) => html.slice(0, html.indexOf('<script id="__INITIAL_STATE__"'));

const islandTag = (html: string, name: string) =>
  new RegExp(`<div class="island" data-island="${name}"[^>]*>`).exec(html)?.[0];

async function purchasesOf(order: string) {
  const sink = (await (await get('/_local/logflare')).json()) as {
    events: { entry: { event: string; data: Record<string, unknown> } }[];
  };
  return sink.events
    .map(({ entry }) => entry)
    .filter((entry) => entry.event === 'purchase' && entry.data.transactionId === order);
}

beforeAll(async () => {
  await emulator.reset();
});

describe('the checkout, rendered with the session its cookie names', () => {
  it('shows the cart, its totals and the details already given in the HTML, for that browser only', async () => {
    const { selection, cookie } = await shopperWithCart();
    const { response, html, page } = await loadPageOf(
      '/sv/checkout',
      'checkout',
      withCookie(cookie),
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.session.state).toBe('read');
    const name = selection.selection.items[0]!.productName;
    expect(name).toBeTruthy();
    expect(html).toContain(String(name));
    expect(html).toContain(selection.selection.totals.grandTotalPrice);
    expect(html).toMatch(/<input[^>]*id="checkout-email"[^>]*value="early@example.com"/);
    // The page waits for the shopper's touch; the browser has what it needs to hydrate it.
    expect(islandTag(html, 'page')).toContain('data-hydrate="interaction"');
  });

  it("shows a session started on another market in this market's language, country and money", async () => {
    const storage = memoryStorage();
    await shopper(storage).addItem('1001-1', 1);
    const cookie = `${TOKEN_COOKIE}=${storage.getItem(TOKEN_STORAGE_KEY)}`;
    const swedish = await loadPageOf('/sv/checkout', 'checkout', withCookie(cookie));
    if (swedish.page.session.state !== 'read') throw new Error('the session was not read');
    expect(swedish.page.session.value.location).toMatchObject({ country: 'SE', currency: 'SEK' });
    expect(swedish.html).toMatch(/data-testid="grand-total">\d+,\d\d\u00a0kr</);

    // On the Finnish market this browser once chose Estonia: that country, not Finland's.
    const chosen = encodeURIComponent(JSON.stringify({ language: 'fi', country: 'EE' }));
    const finnish = await loadPageOf(
      '/fi/checkout',
      'checkout',
      withCookie(`${cookie}; ${CHOSEN_COUNTRY_COOKIE}=${chosen}`),
    );
    if (finnish.page.session.state !== 'read') throw new Error('the session was not read');
    expect(finnish.page.session.value.location).toMatchObject({ country: 'EE', currency: 'EUR' });
    expect(finnish.state.language).toBe('fi');
    expect(finnish.html).toContain('<h1>Kassa</h1>');
  });

  it('shows an empty cart to a browser without a session, and creates none', async () => {
    const { html, page } = await loadPageOf('/checkout', 'checkout');
    expect(page.session).toEqual({ state: 'none' });
    expect(html).toContain('Your cart is empty.');
    expect(shown(html)).not.toContain('Loading your cart');
  });

  it('leaves a session the Checkout API no longer knows, or a cookie that is no token, to the browser', async () => {
    const { token, cookie } = await shopperWithCart();
    await emulator.expireToken(token);
    expectConsole('warn', /the session was left to the browser/);
    const expired = await loadPageOf('/checkout', 'checkout', withCookie(cookie));
    expect(expired.page.session).toEqual({ state: 'failed' });
    expect(expired.html).toContain('Loading your cart…');
    const forged = await loadPageOf(
      '/checkout',
      'checkout',
      withCookie(`${TOKEN_COOKIE}=${encodeURIComponent('"><script>')}`),
    );
    expect(forged.page.session).toEqual({ state: 'failed' });
    expect(forged.html).not.toContain('"><script>');
  });
});

describe('the account, rendered with the session its cookie names', () => {
  it("shows a signed-in customer's overview and latest order in the HTML", async () => {
    const storage = memoryStorage();
    const client = shopper(storage);
    const email = `account-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await client.register({ email, password: 'long enough', firstName: 'Saga' });
    await client.setCountry('SE', 'sv');
    await client.addItem('1002-1', 1);
    const action = await client.startPayment({
      ...PAYMENT,
      address: { ...PAYMENT.address, email },
      paymentMethod: 'dummy-direct',
    });
    expect(action.action).toBe('success');
    const { order } = await client.receipt();
    const cookie = `${TOKEN_COOKIE}=${storage.getItem(TOKEN_STORAGE_KEY)}`;
    const { html, page } = await loadPageOf('/account', 'account', withCookie(cookie));
    expect(page.session.state).toBe('read');
    expect(html).toContain(email);
    expect(html).toContain('Your latest order');
    expect(html).toContain(order.order);
    expect(shown(html)).not.toContain('Loading your orders');
  });

  it("counts that browser's own cart in the header, and no other browser's", async () => {
    const { cookie } = await shopperWithCart();
    const cartCount = (html: string) => /<span class="cart-count">(\d+)<\/span>/.exec(html)?.[1];
    const own = await loadPageOf('/sv/account', 'account', withCookie(cookie));
    expect(cartCount(own.html)).toBe('2');
    // The same header for a browser without a cart, then again for the one with it.
    expect(cartCount((await loadPageOf('/sv/account', 'account')).html)).toBe('0');
    const again = await loadPageOf('/sv/account', 'account', withCookie(cookie));
    expect(cartCount(again.html)).toBe('2');
  });

  it('offers a browser without a session the sign-in form, ready to use', async () => {
    const { html } = await loadPageOf('/account', 'account');
    const submit = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0];
    expect(submit).toBeTruthy();
    expect(submit).not.toContain('disabled');
  });
});

describe('the receipt, completed by the worker for the session its cookie names', () => {
  it('completes the payment, shows the order and records the purchase once with the ad click', async () => {
    const storage = memoryStorage();
    const client = shopper(storage);
    await client.setCountry('SE', 'sv');
    await client.addItem('1001-1', 1);
    const payment = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy' });
    if (payment.action !== 'form')
      throw new Error(`expected a payment form, got ${payment.action}`);
    const query = new URLSearchParams(payment.formFields as Record<string, string>).toString();
    const cookie = `${TOKEN_COOKIE}=${storage.getItem(TOKEN_STORAGE_KEY)}; ${GCLID_COOKIE}=click-7`;

    const first = await loadPageOf(`/sv/receipt?${query}`, 'receipt', withCookie(cookie));
    if (first.page.session.state !== 'read') throw new Error('the worker did not complete it');
    const { order } = first.page.session.value;
    expect(first.html).toContain(`data-testid="order-number">${order.order}<`);
    // Nothing of it runs in the browser but the purchase tags, which read the order from the
    // page's state.
    expect(islandTag(first.html, 'receipt')).toBeUndefined();
    expect(first.html).toContain(`"order":"${order.order}"`);
    expect((await client.receipt()).order.order).toBe(order.order);

    // The shopper reloads the return page: the same order, no second purchase.
    const again = await loadPageOf(`/sv/receipt?${query}`, 'receipt', withCookie(cookie));
    expect(again.html).toContain(`data-testid="order-number">${order.order}<`);
    const purchases = await purchasesOf(order.order);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.data).toMatchObject({ clickId: 'click-7', currency: 'SEK' });
  });

  it('leaves a return without the cookie (a provider that posts it) to the browser', async () => {
    const response = await get('/receipt', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'trans=xyz',
    });
    const html = await response.text();
    expect(stateIn(html).page).toMatchObject({ kind: 'receipt', session: { state: 'none' } });
    expect(islandTag(html, 'receipt')).toBeTruthy();
    expect(html).toContain('Confirming your payment…');
  });
});
