import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUARDED_CHECKOUT_PATH } from '../../src/contract/checkout-api/guarded-calls';
import { csrf, get, withEnv } from '../edge/support';
import { malformedBody, notAnObject, notJson, oversized, wrongType } from './malformed-input';
import { storedState } from './stored-state';

const RUNS = 25;
let sameOrigin: Record<string, string>;

beforeAll(async () => {
  sameOrigin = await csrf();
  await settled();
});

/**
 * Waits until what the home page stored after answering (cache fills it leaves to
 * `waitUntil`) has landed, so a run compares stored state before and after its own request.
 */
async function settled() {
  let last = await storedState();
  for (let tries = 0; tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await storedState();
    if (now === last) return;
    last = now;
  }
  throw new Error('stored state kept changing after the home page answered');
}

interface Attempt {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Sent without the page's CSRF echo, as another site would. */
  crossSite?: boolean;
  headers?: Record<string, string>;
}

/** The shop's webhooks and preview, switched on with secrets nobody sending these knows. */
const secured = withEnv({
  SANITY_WEBHOOK_SECRET: 'fuzz-webhook-secret',
  SANITY_PREVIEW_SECRET: 'fuzz-preview-secret',
});

const post = (path: string) => (body: string) => ({ method: 'POST', path, body }) as Attempt;

/**
 * The Checkout API calls the shop guards, each with input refused before anything goes on
 * to the Checkout API: a body that is no JSON object, another site, a token that is none, a
 * payment without the buyer's 18+ confirmation, an email no address can be.
 */
const guarded = (path: string, body = '{}') => {
  const url = `${GUARDED_CHECKOUT_PATH}/${path}`;
  return fc.oneof(
    malformedBody.map(post(url)),
    fc.constant({ ...post(url)(body), crossSite: true }),
    fc
      .string({ maxLength: 20 })
      .map((token) => ({ ...post(url)(body), headers: { 'API-token': `!${token}` } })),
  );
};
const GUARDED_CALLS: [name: string, attempts: fc.Arbitrary<Attempt>][] = [
  [
    'POST /api/checkout/payment',
    fc.oneof(
      guarded('payment'),
      wrongType('array').map((consents) =>
        post(`${GUARDED_CHECKOUT_PATH}/payment`)(JSON.stringify({ consents })),
      ),
      fc
        .oneof(
          fc.constant([]),
          fc.constant([{ key: 'age-18-plus', consented: false }]),
          fc.constant([{ key: 'age-18-plus', consented: 'true' }]),
          fc.string({ maxLength: 20 }).map((key) => [{ key: `x${key}`, consented: true }]),
        )
        .map((consents) =>
          post(`${GUARDED_CHECKOUT_PATH}/payment`)(
            JSON.stringify({ consents, address: { country: 'SE' } }),
          ),
        ),
    ),
  ],
  ['POST /api/checkout/login/{email}', guarded('login/x%40example.com', '{"password":"x"}')],
  ['POST /api/checkout/register', guarded('register')],
  [
    'POST /api/checkout/password-reset-email/{email}',
    guarded('password-reset-email/x%40example.com'),
  ],
  ['POST /api/checkout/password-reset', guarded('password-reset')],
  [
    'POST /api/checkout/newsletter-subscription/{email}',
    fc.oneof(
      guarded('newsletter-subscription/x%40example.com'),
      fc
        .integer({ min: 255, max: 400 })
        .map((size) =>
          post(`${GUARDED_CHECKOUT_PATH}/newsletter-subscription/${'x'.repeat(size)}`)('{}'),
        ),
    ),
  ],
  ['POST /api/checkout/vouchers', guarded('vouchers', '{"voucher":"X"}')],
];

/** Every endpoint of the shop's own, each with input it must refuse. */
const ENDPOINTS: [name: string, attempts: fc.Arbitrary<Attempt>][] = [
  [
    'POST /api/addProduct',
    fc.oneof(
      malformedBody.map(post('/api/addProduct')),
      wrongType('string').map((productId) =>
        post('/api/addProduct')(JSON.stringify({ productId })),
      ),
      fc
        .oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 }), wrongType('number'))
        .map((quantity) =>
          post('/api/addProduct')(JSON.stringify({ productId: '1001', quantity })),
        ),
      fc
        .string({ maxLength: 20 })
        .map((token) =>
          post('/api/addProduct')(JSON.stringify({ productId: '1001', token: `!${token}` })),
        ),
      fc.constant({ ...post('/api/addProduct')('{"productId":"1001"}'), crossSite: true }),
    ),
  ],
  [
    'POST /api/receipt',
    fc.oneof(
      malformedBody.map(post('/api/receipt')),
      wrongType('string').map((token) =>
        post('/api/receipt')(JSON.stringify({ token, paymentMethodFields: {} })),
      ),
      wrongType('object').map((paymentMethodFields) =>
        post('/api/receipt')(JSON.stringify({ token: 'fuzz-token-1', paymentMethodFields })),
      ),
      // Field names longer than a provider sends (an unknown token would start a session,
      // as Centra does; that is not malformed input and is tested in purchase-events).
      fc
        .string({ minLength: 101, maxLength: 200 })
        .map((name) =>
          post('/api/receipt')(
            JSON.stringify({ token: 'fuzz-token-1', paymentMethodFields: { [name]: 'x' } }),
          ),
        ),
      fc.constant({
        ...post('/api/receipt')('{"token":"fuzz-token-1","paymentMethodFields":{}}'),
        crossSite: true,
      }),
    ),
  ],
  [
    'POST /api/logflare',
    fc.oneof(
      malformedBody.map(post('/api/logflare')),
      wrongType('string').map((event) =>
        post('/api/logflare')(JSON.stringify({ event, data: {} })),
      ),
      wrongType('object').map((data) =>
        post('/api/logflare')(JSON.stringify({ event: 'page_view', data })),
      ),
      fc.constant({ ...post('/api/logflare')('{"event":"page_view","data":{}}'), crossSite: true }),
    ),
  ],
  [
    'POST /api/monitoring',
    fc.oneof(
      notJson.map((header) => post('/api/monitoring')(`${header}\n{}`)),
      oversized.map((body) => post('/api/monitoring')(body)),
      fc
        .webUrl()
        .map((dsn) => post('/api/monitoring')(`${JSON.stringify({ dsn: `${dsn}x` })}\n{}`)),
    ),
  ],
  ['POST /api/csp-report', fc.oneof(notJson, notAnObject, oversized).map(post('/api/csp-report'))],
  [
    'POST /api/revalidate',
    fc.oneof(
      malformedBody.map(post('/api/revalidate')),
      fc.string({ maxLength: 80 }).map((signature) => ({
        ...post('/api/revalidate')('{"_id":"homePage"}'),
        headers: { 'sanity-webhook-signature': signature },
      })),
    ),
  ],
  [
    'POST /api/revalidate/catalogue',
    fc.string({ maxLength: 80 }).map((secret) => ({
      ...post('/api/revalidate/catalogue')('{}'),
      headers: { Authorization: `Bearer ${secret}` },
    })),
  ],
  [
    'GET /api/preview',
    fc.tuple(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 })).map(
      ([secret, redirect]) =>
        ({
          method: 'GET',
          path: `/api/preview?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`,
        }) as Attempt,
    ),
  ],
  ...GUARDED_CALLS,
];

describe('the shop’s own endpoints under malformed input', () => {
  it.each(ENDPOINTS)(
    '%s: a 4xx with a message, never a 5xx, and nothing stored changes',
    async (_name, attempts) => {
      await fc.assert(
        fc.asyncProperty(attempts, async (attempt) => {
          const before = await storedState();
          const send =
            attempt.path.startsWith('/api/revalidate') || attempt.path.startsWith('/api/preview')
              ? secured
              : get;
          const response = await send(attempt.path, {
            method: attempt.method,
            headers: {
              'Content-Type': 'application/json',
              ...(attempt.crossSite ? { Origin: 'https://evil.example' } : sameOrigin),
              ...attempt.headers,
            },
            ...(attempt.body === undefined ? {} : { body: attempt.body }),
          });
          const text = await response.text();
          const where = `${attempt.method} ${attempt.path.slice(0, 80)}`;
          expect(response.status, where).toBeGreaterThanOrEqual(400);
          expect(response.status, where).toBeLessThan(500);
          expect((JSON.parse(text) as { error?: string }).error, where).toBeTruthy();
          expect(await storedState()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    },
    60_000,
  );
});
