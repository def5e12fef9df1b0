import { describe, expect, it } from 'vitest';
import { csrf, DEMO_PRODUCTION, withEnv } from './support';

/**
 * Cloudflare's binding counts per key in a window; this one counts without a window, so a
 * test sees the limit reached at once. (The bindings themselves are exercised by the
 * Playwright suite against `wrangler dev`, with the policy of wrangler.toml.)
 */
function countingBinding(limit: number): RateLimit & { keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  return {
    keys,
    limit: async ({ key }: RateLimitOptions) => {
      keys.push(key);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= limit };
    },
  };
}

const GUARDED = '/api/checkout';
const json = { 'Content-Type': 'application/json' };
const from = (address: string) => ({ ...json, 'CF-Connecting-IP': address });

/**
 * A call to one of the Checkout API calls the shop guards, as a caller that changes all it
 * can between tries: a new Checkout API token and a new CSRF cookie (with its echo) each time.
 */
let tries = 0;
const freshCaller = (address: string) => {
  tries += 1;
  const csrfToken = `csrf-${tries}-${crypto.randomUUID()}`;
  return {
    ...from(address),
    Cookie: `csrf_token=${csrfToken}`,
    'x-csrf-token': csrfToken,
    'API-token': `token-${tries}-${crypto.randomUUID()}`,
  };
};

/** Refused, and told to wait the binding's window (wrangler.toml's `period`). */
async function expectLimited(response: Response, windowSeconds = 60) {
  expect(response.status).toBe(429);
  expect(response.headers.get('Retry-After')).toBe(String(windowSeconds));
  const body = (await response.json()) as { errors?: { rate?: string }; error?: string };
  expect(body.errors?.rate ?? body.error).toMatch(`try again in ${windowSeconds} seconds`);
}

describe('abuse limits', () => {
  it('stops password guessing per address and account, not for everyone, whatever token it sends', async () => {
    const signIn = countingBinding(3);
    const call = withEnv({ RATE_LIMIT_SIGN_IN: signIn });
    const attempt = (email: string, address: string) =>
      call(`${GUARDED}/login/${encodeURIComponent(email)}`, {
        method: 'POST',
        headers: freshCaller(address),
        body: JSON.stringify({ password: 'guess-123456' }),
      });
    for (let n = 0; n < 3; n += 1)
      expect((await attempt('victim@example.com', '203.0.113.9')).status).not.toBe(429);
    await expectLimited(await attempt('victim@example.com', '203.0.113.9'));
    await expectLimited(await attempt(' VICTIM@example.com', '203.0.113.9'));
    // Another shopper, or the same account from elsewhere, is not locked out by the attacker.
    expect((await attempt('someone@example.com', '203.0.113.9')).status).not.toBe(429);
    expect((await attempt('victim@example.com', '198.51.100.4')).status).not.toBe(429);
    // Counted by what the caller cannot change: where it is, and the account it tries.
    expect(new Set(signIn.keys)).toEqual(
      new Set([
        'signIn:address:203.0.113.9:account:victim@example.com',
        'signIn:address:203.0.113.9:account:someone@example.com',
        'signIn:address:198.51.100.4:account:victim@example.com',
      ]),
    );
  });

  it.each([
    ['registration', 'RATE_LIMIT_ACCOUNT_MAIL', 'register', { email: 'x@example.com' }],
    [
      'password-reset mail',
      'RATE_LIMIT_ACCOUNT_MAIL',
      'password-reset-email/x%40example.com',
      { linkUri: 'password-reset' },
    ],
    ['newsletter sign-up', 'RATE_LIMIT_SIGN_UP', 'newsletter-subscription/x%40example.com', {}],
    [
      'stock sign-up',
      'RATE_LIMIT_SIGN_UP',
      'newsletter-subscription/x%40example.com',
      { product: '1001' },
    ],
    [
      'a new password',
      'RATE_LIMIT_SIGN_IN',
      'password-reset',
      { i: 'x', id: '1', newPassword: 'x' },
    ],
  ])(
    'limits %s per address, whatever token and cookie it sends',
    async (_name, binding, path, body) => {
      const call = withEnv({ [binding]: countingBinding(2) });
      const send = (address: string) =>
        call(`${GUARDED}/${path}`, {
          method: 'POST',
          headers: freshCaller(address),
          body: JSON.stringify(body),
        });
      await send('203.0.113.20');
      await send('203.0.113.20');
      await expectLimited(await send('203.0.113.20'));
      expect((await send('203.0.113.21')).status).not.toBe(429);
    },
  );

  it('limits voucher codes tried per address, whichever cart they are tried on', async () => {
    const call = withEnv({ RATE_LIMIT_VOUCHER: countingBinding(2) });
    const tryCode = (address: string) =>
      call(`${GUARDED}/vouchers`, {
        method: 'POST',
        headers: freshCaller(address),
        body: JSON.stringify({ voucher: 'GUESS' }),
      });
    expect((await tryCode('203.0.113.30')).status).toBe(404);
    expect((await tryCode('203.0.113.30')).status).toBe(404);
    await expectLimited(await tryCode('203.0.113.30'));
    expect((await tryCode('203.0.113.31')).status).toBe(404);
  });

  it('leaves the limits to the shop: the Checkout API counts nothing of its own', async () => {
    const call = withEnv({ RATE_LIMIT_VOUCHER: countingBinding(1) });
    const tryCode = () =>
      call('/_local/checkout-api/vouchers', {
        method: 'POST',
        headers: from('203.0.113.32'),
        body: JSON.stringify({ voucher: 'GUESS' }),
      });
    for (let n = 0; n < 3; n += 1) expect((await tryCode()).status).toBe(404);
  });

  it('limits products added to one cart, from whichever address', async () => {
    const cart = countingBinding(2);
    const call = withEnv({ ...DEMO_PRODUCTION, RATE_LIMIT_CART: cart });
    const headers = { ...json, ...(await csrf()) };
    const add = (address: string, token?: string) =>
      call('/api/addProduct', {
        method: 'POST',
        headers: { ...headers, 'CF-Connecting-IP': address },
        body: JSON.stringify({ productId: '1001', ...(token ? { token } : {}) }),
      });
    const first = await add('203.0.113.40');
    expect(first.status).toBe(200);
    const { token } = (await first.json()) as { token: string };
    expect((await add('203.0.113.41', token)).status).toBe(200);
    expect((await add('203.0.113.42', token)).status).toBe(200);
    await expectLimited(await add('203.0.113.43', token));
    expect(cart.keys.slice(-2)).toEqual(['cart:address:203.0.113.43', `cart:token:${token}`]);
  });

  it('limits products added from one address, whatever cart token it sends', async () => {
    const call = withEnv({ ...DEMO_PRODUCTION, RATE_LIMIT_CART: countingBinding(3) });
    const headers = { ...json, ...(await csrf()) };
    const addWithNewToken = (address: string) =>
      call('/api/addProduct', {
        method: 'POST',
        headers: { ...headers, 'CF-Connecting-IP': address },
        body: JSON.stringify({ productId: '1001', token: crypto.randomUUID() }),
      });
    for (let n = 0; n < 3; n += 1)
      expect((await addWithNewToken('203.0.113.50')).status).not.toBe(429);
    await expectLimited(await addWithNewToken('203.0.113.50'));
    expect((await addWithNewToken('203.0.113.51')).status).not.toBe(429);
  });

  it('limits preview secrets tried per address, and tells the caller its own window', async () => {
    const secret = 'preview-secret-of-the-shop';
    const call = withEnv({
      ...DEMO_PRODUCTION,
      SANITY_PREVIEW_SECRET: secret,
      RATE_LIMIT_PREVIEW: countingBinding(3),
    });
    const tryPreview = (address: string, guess: string) =>
      call(`/api/preview?secret=${encodeURIComponent(guess)}&redirect=/`, {
        headers: { 'CF-Connecting-IP': address },
      });
    for (const guess of ['guess-1', 'guess-2', 'guess-3'])
      expect((await tryPreview('203.0.113.60', guess)).status).toBe(401);
    // Past the limit even the right secret is refused: a lucky guess gets nothing.
    await expectLimited(await tryPreview('203.0.113.60', secret), 10);
    expect((await tryPreview('203.0.113.61', secret)).status).toBe(302);
  });
});
