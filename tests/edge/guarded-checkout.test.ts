import { env, exports } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUARDED_CHECKOUT_PATH } from '../../src/contract/checkout-api/guarded-calls';
import type { Product } from '../../src/domain/catalogue';
import { ageConsent } from '../../src/domain/consents';
import { DENMARK_MARKET } from '../../src/domain/markets';
import { catalogueFacts } from '../checkout-api/support/catalogue-facts';
import { SHARED_SECRET } from '../checkout-api/support/clients';
import { expectConsole } from '../setup/console-guard';
import { EMBEDDED_CONTENT_AND_SEARCH, onLiveCentra } from '../support/live-centra';
import { ORIGIN } from './support';

/**
 * The calls the shop checks before its Checkout API sees them (decision 0042), against an
 * embedded tenant whose own checks are off: a tenant that checks nothing. What is refused
 * here is refused by the shop alone, and each refusal is shown to be one the tenant would
 * have let through.
 */

const TENANT = `${ORIGIN}/_local/checkout-api`;
/** The page's CSRF cookie and its echo, as the browser's client sends them. */
const SAME_ORIGIN = { Cookie: 'csrf_token=guarded-test', 'x-csrf-token': 'guarded-test' };

type Answer = { status: number; json: Record<string, unknown>; headers: Headers };

async function answerOf(response: Response): Promise<Answer> {
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

/** A call straight to the tenant, as the browser makes the calls the shop does not guard. */
async function tenant(method: string, path: string, token?: string, body?: unknown) {
  return answerOf(
    await exports.default.fetch(`${TENANT}/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { 'API-token': token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

/** A call to the shop's guarded endpoint, as the browser's client sends it. */
async function shop(path: string, token: string | undefined, body: unknown) {
  return answerOf(
    await exports.default.fetch(`${ORIGIN}${GUARDED_CHECKOUT_PATH}/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...SAME_ORIGIN,
        ...(token ? { 'API-token': token } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

const setTenantChecks = (enforced: boolean) =>
  tenant('PUT', '__emulator/tenant-checks', undefined, { enforced });

/** A new session whose cart is priced for `country` and holds one of each item. */
async function cartIn(country: string, items: string[]): Promise<string> {
  const { json } = await tenant('GET', 'selection');
  const token = json.token as string;
  expect((await tenant('PUT', `countries/${country}`, token, {})).status).toBe(200);
  for (const item of items)
    expect((await tenant('POST', `items/${item}/quantity/1`, token, {})).status).toBe(200);
  return token;
}

/** The payments the tenant started for a session: none, for a payment it never received. */
async function paymentsOf(token: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS started FROM payments WHERE token = ?1`)
    .bind(token)
    .first<{ started: number }>();
  return row!.started;
}

const address = (country: string) => ({
  email: 'ebba@example.se',
  firstName: 'Ebba',
  lastName: 'Berg',
  address1: 'Storgatan 1',
  zipCode: '111 22',
  city: 'Stockholm',
  country,
  phoneNumber: '0701234567',
});

/** POST payment's body as the checkout page sends it. */
const payment = (country: string, paymentMethod: string, overrides: object = {}) => ({
  paymentMethod,
  paymentReturnPage: `${ORIGIN}/receipt`,
  paymentFailedPage: `${ORIGIN}/checkout`,
  termsAndConditions: true,
  address: address(country),
  shippingAddress: address(country),
  consents: [ageConsent()],
  ...overrides,
});

let facts: Awaited<ReturnType<typeof catalogueFacts>>;
let allowedInDenmark: Product;
let bannedInDenmark: Product;
let next = 0;
/** Another in-stock can for each cart, so no test runs another's stock out. */
const anItem = () => facts.itemOf(facts.inStock[next++]!);

beforeAll(async () => {
  await tenant('POST', '__emulator/reset');
  facts = await catalogueFacts();
  allowedInDenmark = facts.inStock.find((product) => product.markets?.includes(DENMARK_MARKET))!;
  bannedInDenmark = facts.inStock.find((product) => !product.markets?.includes(DENMARK_MARKET))!;
  // The tenant checks as Centra does until told not to.
  expect((await tenant('GET', '__emulator/tenant-checks')).json).toMatchObject({ enforced: true });
  expect((await setTenantChecks(false)).json).toMatchObject({ enforced: false });
});

afterAll(async () => {
  await setTenantChecks(true);
});

describe('a payment the shop refuses before the Checkout API sees it', () => {
  it('without the buyer’s 18+ confirmation', async () => {
    const token = await cartIn('SE', [anItem()]);
    const { consents: _none, ...unconfirmed } = payment('SE', 'dummy-direct', {
      address: { ...address('SE'), firstName: 'Ebba-Typed' },
    });
    for (const body of [
      unconfirmed,
      { ...unconfirmed, consents: [{ key: 'age-18-plus', consented: false }] },
      { ...unconfirmed, consents: [{ key: 'newsletter', consented: true }] },
    ]) {
      const refused = await shop('payment', token, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        token,
        errors: { consents: expect.stringContaining('18 or older') },
        message: expect.stringContaining('18 or older'),
      });
      expect(refused.headers.get('Cache-Control')).toBe('no-store');
    }
    // The tenant never saw it: no payment, and not even the address typed with it.
    expect(await paymentsOf(token)).toBe(0);
    const { json } = await tenant('GET', 'selection', token);
    expect(JSON.stringify(json)).not.toContain('Ebba-Typed');
    // This tenant would have taken it.
    const taken = await tenant('POST', 'payment', token, unconfirmed);
    expect(taken.status).toBe(200);
    expect(taken.json.action).toBe('success');
  });

  it('to a country the tenant does not ship to', async () => {
    const token = await cartIn('SE', [anItem()]);
    const toFrance = payment('SE', 'dummy-direct', { shippingAddress: address('FR') });
    const refused = await shop('payment', token, toFrance);
    expect(refused.status).toBe(406);
    expect(refused.json).toMatchObject({
      token,
      errors: { 'shippingAddress.country': 'not shipped to (France)' },
    });
    expect(await paymentsOf(token)).toBe(0);
    expect((await tenant('POST', 'payment', token, toFrance)).json.action).toBe('success');

    // A cart priced for France itself goes no further either.
    const french = await cartIn('FR', [anItem()]);
    const fromFrance = await shop('payment', french, payment('FR', 'dummy-direct'));
    expect(fromFrance.status).toBe(406);
    expect(fromFrance.json.errors).toEqual({
      'shippingAddress.country': 'not shipped to (France)',
    });
    expect(await paymentsOf(french)).toBe(0);
  });

  it('to another country than the one the cart is priced for', async () => {
    const token = await cartIn('SE', [anItem()]);
    const toGermany = payment('SE', 'dummy-direct', {
      address: address('DE'),
      shippingAddress: address('DE'),
    });
    const refused = await shop('payment', token, toGermany);
    expect(refused.status).toBe(406);
    expect(refused.json).toMatchObject({
      errors: { paymentMethod: 'COUNTRY_MISMATCH' },
      code: 'COUNTRY_MISMATCH',
    });
    expect(await paymentsOf(token)).toBe(0);
    expect((await tenant('POST', 'payment', token, toGermany)).json.action).toBe('success');
  });

  it('with a product the Danish market may not sell', async () => {
    const token = await cartIn('DK', [
      facts.itemOf(allowedInDenmark),
      facts.itemOf(bannedInDenmark),
    ]);
    const { json: cart } = await tenant('GET', 'selection', token);
    expect((cart.selection as { items: unknown[] }).items).toHaveLength(2);
    const toDenmark = payment('DK', 'dummy');
    const refused = await shop('payment', token, toDenmark);
    expect(refused.status).toBe(406);
    expect(refused.json.errors).toEqual({ item: 'not sold in this market' });
    expect(refused.json.error).toContain(facts.itemOf(bannedInDenmark));
    expect(refused.json.error).not.toContain(facts.itemOf(allowedInDenmark));
    expect(await paymentsOf(token)).toBe(0);
    const taken = await tenant('POST', 'payment', token, toDenmark);
    expect(taken.status).toBe(200);
    expect(await paymentsOf(token)).toBe(1);
  });
});

describe('a payment widget, through the shop', () => {
  const initiation = {
    paymentMethod: 'test-card-widget',
    paymentReturnPage: `${ORIGIN}/receipt`,
    paymentFailedPage: `${ORIGIN}/checkout`,
    termsAndConditions: false,
    paymentInitiateOnly: true,
  };

  it('starts without the 18+ confirmation (an initiation pays nothing), only where the shop ships', async () => {
    const token = await cartIn('SE', [anItem()]);
    const started = await shop('payment', token, initiation);
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ action: 'form', formType: 'test-card-widget' });
    expect(await paymentsOf(token)).toBe(0);

    const french = await cartIn('FR', [anItem()]);
    const refused = await shop('payment', french, initiation);
    expect(refused.status).toBe(406);
    expect(refused.json.errors).toEqual({ 'shippingAddress.country': 'not shipped to (France)' });
  });

  it('refuses the widget’s payment without the 18+ confirmation, as any payment', async () => {
    const token = await cartIn('SE', [anItem()]);
    const { consents: _none, ...unconfirmed } = payment('SE', 'test-card-widget', {
      paymentMethodSpecificFields: { type: 'scheme' },
    });
    const refused = await shop('payment', token, unconfirmed);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toMatchObject({ consents: expect.stringContaining('18 or older') });
    // Saying it is an initiation does not make a payment one.
    const disguised = await shop('payment', token, { ...unconfirmed, paymentInitiateOnly: 'no' });
    expect(disguised.status).toBe(400);
    expect(await paymentsOf(token)).toBe(0);
  });
});

describe('a call the shop lets through', () => {
  it('starts the payment and answers as the tenant answered, token and all', async () => {
    const danish = await cartIn('DK', [facts.itemOf(allowedInDenmark)]);
    const inDenmark = await shop('payment', danish, payment('DK', 'dummy'));
    expect(inDenmark.status).toBe(200);
    expect(inDenmark.json).toMatchObject({ token: danish, action: 'form' });
    expect(await paymentsOf(danish)).toBe(1);

    const token = await cartIn('SE', [anItem()]);
    const paid = await shop('payment', token, payment('SE', 'dummy-direct'));
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ token, action: 'success', order: expect.any(Object) });
    expect(paid.json).not.toHaveProperty('error');
    expect(paid.headers.get('Content-Type')).toContain('application/json');
    expect(paid.headers.get('Cache-Control')).toBe('no-store');
    expect(await paymentsOf(token)).toBe(1);
  });

  it('passes a refusal of the tenant’s back unchanged', async () => {
    const token = await cartIn('SE', [anItem()]);
    const viaShop = await shop('vouchers', token, { voucher: 'NO-SUCH-CODE' });
    const direct = await tenant('POST', 'vouchers', token, { voucher: 'NO-SUCH-CODE' });
    expect(viaShop.status).toBe(404);
    expect(viaShop.status).toBe(direct.status);
    expect(viaShop.json).toEqual(direct.json);
    const applied = await shop('vouchers', token, { voucher: 'WELCOME10' });
    expect(applied.status).toBe(200);
    expect(applied.json.token).toBe(token);
  });

  it('registers, signs in, mails a reset link, resets and signs up, on the tenant', async () => {
    const { json } = await tenant('GET', 'selection');
    const token = json.token as string;
    const email = `guarded-${Date.now()}@example.se`;
    const registered = await shop('register', token, { email, password: 'first-password-1' });
    expect(registered.status).toBe(200);
    expect(registered.json).toMatchObject({ token, loggedIn: { email } });
    expect((await tenant('POST', 'logout', token, {})).status).toBe(200);

    const wrong = await shop(`login/${encodeURIComponent(email)}`, token, { password: 'guess' });
    expect(wrong.status).toBe(406);
    const right = await shop(`login/${encodeURIComponent(email)}`, token, {
      password: 'first-password-1',
    });
    expect(right.json).toMatchObject({ token, loggedIn: { email } });

    const mailed = await shop(`password-reset-email/${encodeURIComponent(email)}`, token, {
      linkUri: `${ORIGIN}/password-reset`,
    });
    expect(mailed.status).toBe(200);
    const { json: outbox } = await tenant('GET', '__emulator/password-reset-link');
    expect(outbox.email).toBe(email);
    const link = new URL(outbox.link as string);
    const reset = await shop('password-reset', token, {
      i: link.searchParams.get('i'),
      id: link.searchParams.get('id'),
      newPassword: 'second-password-2',
    });
    expect(reset.status).toBe(200);

    const reader = `reader-${Date.now()}@example.se`;
    const subscribed = await shop(`newsletter-subscription/${encodeURIComponent(reader)}`, token, {
      language: 'sv',
    });
    expect(subscribed.status).toBe(200);
    const { json: list } = await tenant('GET', '__emulator/subscriptions');
    expect((list.subscriptions as { email: string }[]).map((entry) => entry.email)).toContain(
      reader,
    );
  });
});

describe('bad input to a guarded call', () => {
  const send = (path: string, body: string, headers: Record<string, string> = {}) =>
    exports.default.fetch(`${ORIGIN}${GUARDED_CHECKOUT_PATH}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...SAME_ORIGIN, ...headers },
      body,
    });

  it.each([
    ['a body that is no JSON', 'vouchers', '{voucher', {}, 400, /not valid JSON/],
    ['a body that is no object', 'register', '["x"]', {}, 422, /object/],
    ['a body too large', 'register', `{"x":"${'x'.repeat(40_000)}"}`, {}, 413, /larger than/],
    ['a token that is none', 'vouchers', '{}', { 'API-token': 'none' }, 400, /API-token/],
    ['no CSRF echo', 'vouchers', '{}', { 'x-csrf-token': 'another' }, 403, /x-csrf-token/],
    ['another site', 'vouchers', '{}', { Origin: 'https://evil.example' }, 403, /Cross-origin/],
    ['consents that are no list', 'payment', '{"consents":"yes"}', {}, 400, /consents/],
    [
      'a payment of no session',
      'payment',
      JSON.stringify(payment('SE', 'dummy')),
      {},
      400,
      /session/,
    ],
    ['an email of no one', `login/${'e'.repeat(300)}`, '{}', {}, 400, /email/],
  ])(
    'refuses %s with a 4xx that says what is wrong',
    async (_name, path, body, headers, status, said) => {
      const response = await send(path, body, headers);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(said);
    },
  );

  it('has no other Checkout API call: those go to the API directly', async () => {
    const response = await exports.default.fetch(`${ORIGIN}${GUARDED_CHECKOUT_PATH}/selection`);
    expect(response.status).toBe(404);
  });
});

describe('with a Centra tenant on the network', () => {
  it('passes the shopper’s calls on with the shopper’s token, never with the shared secret', async () => {
    const live = onLiveCentra({ ENVIRONMENT: 'production', ...EMBEDDED_CONTENT_AND_SEARCH });
    const token = await cartIn('SE', [anItem()]);
    const viaShop = (path: string, body: unknown) =>
      live.get(`${GUARDED_CHECKOUT_PATH}/${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...SAME_ORIGIN,
          'API-token': token,
          // What a browser has no business sending: it stays here.
          Authorization: `Bearer ${SHARED_SECRET}`,
        },
        body: JSON.stringify(body),
      });
    const refused = await viaShop('payment', payment('SE', 'dummy-direct', { consents: [] }));
    expect(refused.status).toBe(400);
    const paid = await viaShop('payment', payment('SE', 'dummy-direct'));
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ token, action: 'success' });
    const signIn = await viaShop('login/nobody%40example.se', { password: 'guess-123' });
    expect(signIn.status).toBe(406);
    expect(await paymentsOf(token)).toBe(1);

    const sent = vi.mocked(globalThis.fetch).mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return { path: new URL(request.url).pathname, headers: request.headers };
    });
    const asShopper = sent.filter((call) => call.headers.get('API-token') === token);
    expect(asShopper.map((call) => call.path)).toEqual([
      // The guard reads the cart, then the payment and the sign-in go on.
      '/api/checkout/selection',
      '/api/checkout/payment',
      '/api/checkout/login/nobody%40example.se',
    ]);
    for (const call of asShopper) expect(call.headers.get('Authorization')).toBeNull();
    expect(live.calledElsewhere()).toEqual([]);
  });

  it('answers 502 with a message when the tenant cannot be reached, and reports it', async () => {
    expectConsole('error', /could not be reached for POST vouchers/);
    const live = onLiveCentra({ ENVIRONMENT: 'production', ...EMBEDDED_CONTENT_AND_SEARCH });
    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Network connection lost'));
    const response = await live.get(`${GUARDED_CHECKOUT_PATH}/vouchers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...SAME_ORIGIN },
      body: JSON.stringify({ voucher: 'WELCOME10' }),
    });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toBe(
      'The Checkout API could not be reached for POST vouchers',
    );
  });
});
