import { describe, expect, it } from 'vitest';
import { testSelection } from '../../tests/fixtures/client/selection';
import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import { createCheckoutClient } from './checkout-client';

/**
 * A Checkout API that opens a new session for every call without a token and answers
 * once `release` is called, so a test decides when the first answer arrives.
 */
function heldApi() {
  const sent: { route: string; token: string | null }[] = [];
  const waiting: ((answerToken?: string) => void)[] = [];
  let sessions = 0;
  let failNext = false;
  const fetch = (request: Request) => {
    const token = request.headers.get('API-token');
    sent.push({ route: new URL(request.url).pathname, token });
    const fail = failNext;
    failNext = false;
    return new Promise<Response>((resolve, reject) => {
      waiting.push((answerToken) => {
        if (fail) return reject(new TypeError('Failed to fetch'));
        const answer = testSelection({ token: answerToken ?? token ?? `session-${++sessions}` });
        resolve(Response.json(answer));
      });
    });
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    fetch,
    sent,
    failFirst: () => void (failNext = true),
    /** Answers the oldest call still waiting. */
    async release() {
      await settle();
      waiting.shift()?.();
      await settle();
    },
    /** Answers the call sent `index`-th (from 0), with a token of the test's choice. */
    async answer(index: number, answerToken?: string) {
      await settle();
      waiting[index]?.(answerToken);
      await settle();
    },
  };
}

function emptyStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  };
}

/** A client with its own storage (holding `token`, if any) on a held Checkout API. */
function setUp(token?: string) {
  const api = heldApi();
  const storage = emptyStorage();
  if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
  const client = createCheckoutClient({
    baseUrl: 'https://shop.test/api',
    storage,
    fetch: api.fetch,
  });
  return { api, storage, client };
}

describe('the browser Checkout API client', () => {
  it('sends a call made while the first session is opening with the token that session brought', async () => {
    const { api, storage, client } = setUp();

    const startUp = client.selection();
    const signUp = client.register({ email: 'ewa@example.pl', password: 'long-enough-1' });
    await api.release();
    await api.release();
    await Promise.all([startUp, signUp]);

    expect(api.sent).toEqual([
      { route: '/api/selection', token: null },
      { route: '/api/register', token: 'session-1' },
    ]);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('session-1');
  });

  it('lets the next call open the session when the first one failed without a token', async () => {
    const { api, storage, client } = setUp();

    api.failFirst();
    const startUp = client.selection().catch((error: unknown) => error);
    const addToCart = client.addItem('1001-1');
    await api.release();
    expect(await startUp).toBeInstanceOf(TypeError);
    await api.release();
    await addToCart;

    expect(api.sent).toEqual([
      { route: '/api/selection', token: null },
      { route: '/api/items/1001-1/quantity/1', token: null },
    ]);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('session-1');
  });

  it('does not hold calls back once a token is stored', async () => {
    const { api, client } = setUp('kept');

    const first = client.selection();
    const second = client.addItem('1001-1');
    await Promise.resolve();
    expect(api.sent.map((call) => call.token)).toEqual(['kept', 'kept']);
    await api.release();
    await api.release();
    await Promise.all([first, second]);
  });

  it('keeps the token a sign-in answers with: the one it was sent with', async () => {
    const { api, storage, client } = setUp('anonymous');

    const signIn = client.login('ewa@example.pl', 'long-enough-1');
    await api.answer(0);
    expect((await signIn).token).toBe('anonymous');
    expect(api.sent).toHaveLength(1);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('anonymous');
  });

  it('keeps the first new session when two calls sent with an expired token each open one', async () => {
    const { api, storage, client } = setUp('expired');

    const setting = client.setPaymentFields({ address: { country: 'PL' } });
    const read = client.selection();
    await api.answer(1, 'fresh-1');
    await read;
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('fresh-1');
    // The setting's answer comes from a session of its own, which nobody keeps.
    await api.answer(0, 'fresh-2');
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('fresh-1');
    // So the setting is made again on the session the browser keeps.
    expect(api.sent[2]).toEqual({ route: '/api/payment-fields', token: 'fresh-1' });
    await api.answer(2);
    expect((await setting).token).toBe('fresh-1');
  });

  it('sends an add again that landed in a session opened for an expired token', async () => {
    const { api, storage, client } = setUp('expired');

    const add = client.addItem('1001-1');
    const read = client.selection();
    await api.answer(1, 'fresh-1');
    await read;
    await api.answer(0, 'fresh-2');
    expect(api.sent[2]).toEqual({ route: '/api/items/1001-1/quantity/1', token: 'fresh-1' });
    await api.answer(2);
    expect((await add).token).toBe('fresh-1');
    expect(api.sent).toHaveLength(3);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('fresh-1');
  });

  it('takes the new token the server gives for an expired one', async () => {
    const { api, storage, client } = setUp('expired');

    const read = client.selection();
    await api.answer(0, 'fresh');
    await read;
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('fresh');
  });

  it('sends the calls the shop guards to its own endpoints with the CSRF echo, the rest to the API, on one token', async () => {
    const api = heldApi();
    const storage = emptyStorage();
    const where: string[] = [];
    const sending = (request: Request) => {
      const url = new URL(request.url);
      const echo = request.headers.get('x-csrf-token');
      where.push(`${url.host}${url.pathname}${echo ? ` (${echo})` : ''}`);
      return api.fetch(request);
    };
    const client = createCheckoutClient({
      baseUrl: 'https://tenant.test/api/checkout',
      storage,
      fetch: sending,
      guarded: { baseUrl: 'https://shop.test/api/checkout', headers: { 'x-csrf-token': 'echo' } },
    });
    const calls = [
      client.selection(),
      client.login('ewa@example.pl', 'long-enough-1'),
      client.register({ email: 'ewa@example.pl', password: 'long-enough-1' }),
      client.requestPasswordReset('ewa@example.pl', 'https://shop.test/password-reset'),
      client.resetPassword({ i: 'secret', id: '1', newPassword: 'long-enough-2' }),
      client.subscribe('ewa@example.pl'),
      client.addVoucher('WELCOME10'),
      client.setCountry('SE'),
      client.startPayment({
        paymentReturnPage: 'https://shop.test/receipt',
        paymentFailedPage: 'https://shop.test/checkout',
        termsAndConditions: true,
      }),
    ].map((call) => call.catch(() => undefined));
    for (const _call of calls) await api.release();
    await Promise.all(calls);

    // The first call opened the session; every other went with its token, wherever it went.
    expect(api.sent.map((call) => call.token)).toEqual([null, ...Array(8).fill('session-1')]);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe('session-1');
    expect(where).toEqual([
      'tenant.test/api/checkout/selection',
      'shop.test/api/checkout/login/ewa%40example.pl (echo)',
      'shop.test/api/checkout/register (echo)',
      'shop.test/api/checkout/password-reset-email/ewa%40example.pl (echo)',
      'shop.test/api/checkout/password-reset (echo)',
      'shop.test/api/checkout/newsletter-subscription/ewa%40example.pl (echo)',
      'shop.test/api/checkout/vouchers (echo)',
      'tenant.test/api/checkout/countries/SE',
      'shop.test/api/checkout/payment (echo)',
    ]);
  });
});
