import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, emulator, shopper, workerFetch } from '../checkout-api/support/clients';
import {
  malformedBody,
  notAnObject,
  notJson,
  oversized,
  unknownSegment,
  wrongType,
} from './malformed-input';
import { storedState } from './stored-state';

const RUNS = 25;
let token: string;
let line: string;

beforeAll(async () => {
  await emulator.reset();
  const client = shopper();
  await client.setCountry('SE', 'sv');
  const selection = await client.addItem('1001-1', 2);
  token = client.token()!;
  line = selection.selection.items[0]!.line;
});

interface Attempt {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
}

const segment = (text: string) => encodeURIComponent(text);
const object = (field: string, value: unknown, rest: Record<string, unknown> = {}) =>
  JSON.stringify({ ...rest, [field]: value });

/** Every write call of the Checkout API, each with input it must refuse. */
const WRITES: [name: string, attempts: fc.Arbitrary<Attempt>][] = [
  [
    'POST items/{item}',
    fc.oneof(
      unknownSegment.map((item) => ({ method: 'POST', path: `items/${segment(item)}` }) as Attempt),
      malformedBody.map((body) => ({ method: 'POST', path: 'items/1001-1', body }) as Attempt),
      wrongType('string').map(
        (comment) =>
          ({
            method: 'POST',
            path: 'items/1001-1',
            body: object('comment', comment),
          }) as Attempt,
      ),
    ),
  ],
  [
    'POST items/{item}/quantity/{n}',
    fc.oneof(
      fc
        .oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: 1_001 }),
          fc.string({ maxLength: 6 }).map((text) => `n${text}`),
        )
        .map(
          (n) =>
            ({ method: 'POST', path: `items/1001-1/quantity/${segment(String(n))}` }) as Attempt,
        ),
      malformedBody.map(
        (body) => ({ method: 'POST', path: 'items/1001-1/quantity/1', body }) as Attempt,
      ),
    ),
  ],
  [
    'POST items/bundles/{item}',
    fc.oneof(
      unknownSegment.map(
        (item) => ({ method: 'POST', path: `items/bundles/${segment(item)}` }) as Attempt,
      ),
      malformedBody.map(
        (body) => ({ method: 'POST', path: 'items/bundles/1001-1', body }) as Attempt,
      ),
    ),
  ],
  [
    'PUT/POST/DELETE lines/{line}…',
    fc.oneof(
      unknownSegment.map((id) => ({ method: 'DELETE', path: `lines/${segment(id)}` }) as Attempt),
      fc
        .tuple(
          fc.constantFrom('PUT', 'POST', 'DELETE'),
          fc.oneof(fc.integer({ max: -1 }), fc.string({ maxLength: 5 })),
        )
        .filter(([, n]) => !/^\d+$/.test(String(n)))
        .map(
          ([method, n]) =>
            ({ method, path: `lines/${line}/quantity/${segment(String(n))}` }) as Attempt,
        ),
    ),
  ],
  [
    'PUT items',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'PUT', path: 'items', body }) as Attempt),
      wrongType('array').map(
        (items) => ({ method: 'PUT', path: 'items', body: object('items', items) }) as Attempt,
      ),
      fc
        .record({ item: wrongType('string'), quantity: fc.integer() })
        .map(
          (entry) => ({ method: 'PUT', path: 'items', body: object('items', [entry]) }) as Attempt,
        ),
    ),
  ],
  [
    'PUT payment-methods / shipping-methods',
    fc
      .tuple(fc.constantFrom('payment-methods', 'shipping-methods'), unknownSegment)
      .map(([kind, id]) => ({ method: 'PUT', path: `${kind}/${segment(id)}` }) as Attempt),
  ],
  [
    'PUT payment-fields',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'PUT', path: 'payment-fields', body }) as Attempt),
      wrongType('object').map(
        (address) =>
          ({
            method: 'PUT',
            path: 'payment-fields',
            body: object('address', address),
          }) as Attempt,
      ),
      fc.string({ minLength: 201, maxLength: 400 }).map(
        (name) =>
          ({
            method: 'PUT',
            path: 'payment-fields',
            body: object('address', { firstName: name }),
          }) as Attempt,
      ),
    ),
  ],
  [
    'POST vouchers, DELETE vouchers/{code}',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'POST', path: 'vouchers', body }) as Attempt),
      wrongType('string').map(
        (voucher) =>
          ({ method: 'POST', path: 'vouchers', body: object('voucher', voucher) }) as Attempt,
      ),
      unknownSegment.map(
        (code) => ({ method: 'DELETE', path: `vouchers/${segment(code)}` }) as Attempt,
      ),
    ),
  ],
  [
    'POST payment',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'POST', path: 'payment', body }) as Attempt),
      wrongType('string').map(
        (page) =>
          ({
            method: 'POST',
            path: 'payment',
            body: object('paymentReturnPage', page, { paymentFailedPage: 'https://x.example/' }),
          }) as Attempt,
      ),
      wrongType('array').map(
        (consents) =>
          ({
            method: 'POST',
            path: 'payment',
            body: object('consents', consents, {
              paymentReturnPage: 'https://x.example/r',
              paymentFailedPage: 'https://x.example/f',
            }),
          }) as Attempt,
      ),
    ),
  ],
  [
    'POST payment-result',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'POST', path: 'payment-result', body }) as Attempt),
      wrongType('object').map(
        (fields) =>
          ({
            method: 'POST',
            path: 'payment-result',
            body: object('paymentMethodFields', fields),
          }) as Attempt,
      ),
    ),
  ],
  [
    'PUT languages / countries',
    fc
      .tuple(fc.constantFrom('languages', 'countries'), unknownSegment)
      .map(([kind, code]) => ({ method: 'PUT', path: `${kind}/${segment(code)}` }) as Attempt),
  ],
  [
    'POST register',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'POST', path: 'register', body }) as Attempt),
      wrongType('string').map(
        (email) =>
          ({
            method: 'POST',
            path: 'register',
            body: object('email', email, { password: 'long enough 123' }),
          }) as Attempt,
      ),
      fc
        .string({ maxLength: 40 })
        .filter((text) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text))
        .map(
          (email) =>
            ({
              method: 'POST',
              path: 'register',
              body: object('email', email, { password: 'long enough 123' }),
            }) as Attempt,
        ),
    ),
  ],
  [
    'POST login/{email}',
    fc.oneof(
      malformedBody.map(
        (body) => ({ method: 'POST', path: 'login/a%40example.com', body }) as Attempt,
      ),
      wrongType('string').map(
        (password) =>
          ({
            method: 'POST',
            path: 'login/a%40example.com',
            body: object('password', password),
          }) as Attempt,
      ),
    ),
  ],
  [
    'POST password-reset-email/{email}, password-reset',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'POST', path: 'password-reset', body }) as Attempt),
      wrongType('string').map(
        (i) =>
          ({
            method: 'POST',
            path: 'password-reset',
            body: object('i', i, { id: '1', newPassword: 'long enough 123' }),
          }) as Attempt,
      ),
      malformedBody.map(
        (body) =>
          ({ method: 'POST', path: 'password-reset-email/a%40example.com', body }) as Attempt,
      ),
    ),
  ],
  [
    'POST orders, PUT customer/update, PUT password',
    fc.oneof(
      malformedBody.map((body) => ({ method: 'POST', path: 'orders', body }) as Attempt),
      fc
        .constantFrom('customer/update', 'password')
        .chain((path) => malformedBody.map((body) => ({ method: 'PUT', path, body }) as Attempt)),
    ),
  ],
  [
    'POST newsletter-subscription/{email}',
    fc.oneof(
      malformedBody.map(
        (body) =>
          ({ method: 'POST', path: 'newsletter-subscription/a%40example.com', body }) as Attempt,
      ),
      fc
        .string({ minLength: 1, maxLength: 40 })
        .filter((text) => !text.includes('@'))
        .map(
          (email) =>
            ({
              method: 'POST',
              path: `newsletter-subscription/${segment(email)}`,
              body: '{}',
            }) as Attempt,
        ),
    ),
  ],
  [
    'POST products, uri, categories (server reads)',
    fc
      .tuple(
        fc.constantFrom('products', 'uri', 'categories'),
        fc.oneof(notJson, notAnObject, oversized),
      )
      .map(([path, body]) => ({ method: 'POST', path, body }) as Attempt),
  ],
];

export const tried = { inputs: 0, failures: 0 };

describe('the embedded Checkout API under malformed input', () => {
  it.each(WRITES)(
    '%s: a 4xx that says what is wrong, and nothing stored changes',
    async (_name, attempts) => {
      await fc.assert(
        fc.asyncProperty(attempts, async (attempt) => {
          tried.inputs += 1;
          const before = await storedState();
          const response = await workerFetch(
            new Request(`${BASE}/${attempt.path}`, {
              method: attempt.method,
              headers: { 'API-token': token, 'Content-Type': 'application/json' },
              ...(attempt.body === undefined ? {} : { body: attempt.body }),
            }),
          );
          const body = (await response.json()) as { errors?: Record<string, string> };
          expect(response.status, `${attempt.method} ${attempt.path}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${attempt.method} ${attempt.path}`).toBeLessThan(500);
          expect(Object.values(body.errors ?? {}).join('').length).toBeGreaterThan(0);
          expect(await storedState()).toBe(before);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
