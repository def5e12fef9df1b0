import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutClient } from '../../client/api/checkout-client';
import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import type { FetchLike } from '../../src/contract/checkout-api/request';
import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import { BASE, call, emulator, memoryStorage, shopper, workerFetch } from './support/clients';

/**
 * A network on which the first call's answer arrives only after every call sent
 * meanwhile has been answered: a slow start-up read on a shopper's first visit.
 */
function firstAnswerLast(fetch: FetchLike): FetchLike {
  const later: Promise<Response>[] = [];
  return (request) => {
    const answer = fetch(request);
    if (later.push(answer) > 1) return answer;
    return answer.then(async (response) => {
      await Promise.allSettled(later.slice(1));
      return response;
    });
  };
}

beforeAll(async () => {
  await emulator.reset();
});

describe('session tokens', () => {
  it('starts a session when no token is sent and keeps it in storage under Api-token', async () => {
    const storage = memoryStorage();
    const client = shopper(storage);
    const first = await client.selection();
    expect(first.token).toMatch(/^[0-9a-v]{26}$/);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe(first.token);
    const second = await client.selection();
    expect(second.token).toBe(first.token);
  });

  it('reads the token from the Accept header on GET, sparing a pre-flight', async () => {
    const client = shopper();
    const { token } = await client.addItem('1001-1');
    const { json } = await call('GET', 'selection', {
      headers: { Accept: `*/*; api-token=${token}` },
    });
    expect(json.token).toBe(token);
    expect((json.selection as { items: unknown[] }).items).toHaveLength(1);
  });

  it('accepts the header in any casing', async () => {
    const client = shopper();
    const { token } = await client.addItem('1001-1');
    const { json } = await call('GET', 'selection', { headers: { 'api-TOKEN': token! } });
    expect(json.token).toBe(token);
  });

  it('silently replaces an unknown token with a new one, and the client stores it', async () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: 'abcdefghijklmnopqrstuvwxyz' });
    const response = await shopper(storage).selection();
    expect(response.token).not.toBe('abcdefghijklmnopqrstuvwxyz');
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe(response.token);
  });

  it('refreshes an expired token: the old cart is gone, a new token comes back', async () => {
    const storage = memoryStorage();
    const client = shopper(storage);
    const { token } = await client.addItem('1001-1');
    await emulator.expireToken(token!);
    const after = await client.selection();
    expect(after.token).not.toBe(token);
    expect(after.selection.items).toHaveLength(0);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe(after.token);
  });

  it('carries the token in error responses too', async () => {
    const storage = memoryStorage();
    const client = shopper(storage);
    const { token } = await client.selection();
    const error = await client.addItem('999999-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CheckoutApiError);
    expect((error as CheckoutApiError).status).toBe(404);
    expect((error as CheckoutApiError).data).toEqual({
      token,
      errors: { item: 'product item not found' },
    });
  });

  it('keeps the sign-up of a first visit made before its start-up read has answered', async () => {
    const storage = memoryStorage();
    const client = createCheckoutClient({
      baseUrl: BASE,
      storage,
      fetch: firstAnswerLast(workerFetch),
    });
    const [, signUp] = await Promise.all([
      client.selection(),
      client.register({ email: 'first-visit@example.pl', password: 'long enough' }),
    ]);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe(signUp.token);
    expect((await client.selection()).loggedIn?.email).toBe('first-visit@example.pl');
  });

  it('a sign-up keeps the token: a call sent before it and answered after it changes nothing', async () => {
    const { token } = await shopper().selection();
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: token! });
    const client = createCheckoutClient({
      baseUrl: BASE,
      storage,
      fetch: firstAnswerLast(workerFetch),
    });
    const [setting, signUp] = await Promise.all([
      client.setPaymentFields({ address: { country: 'DE' } }),
      client.register({ email: 'kept-token@example.pl', password: 'long enough' }),
    ]);
    expect(signUp.token).toBe(token);
    expect(setting.token).toBe(token);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe(token);
    const after = await client.selection();
    expect(after.loggedIn?.email).toBe('kept-token@example.pl');
    expect(after.location.country).toBe('DE');
  });

  it('keeps one new session when two calls go out with an expired token, and the add lands in it', async () => {
    const storage = memoryStorage();
    const first = shopper(storage);
    const { token } = await first.selection();
    await emulator.expireToken(token!);
    // The add's answer arrives last: by then the read has brought a new session, and the add
    // landed in another one opened for it alone.
    const client = createCheckoutClient({
      baseUrl: BASE,
      storage,
      fetch: firstAnswerLast(workerFetch),
    });
    const [added, read] = await Promise.all([client.addItem('1001-1'), client.selection()]);
    expect(read.token).not.toBe(token);
    expect(storage.entries.get(TOKEN_STORAGE_KEY)).toBe(read.token);
    expect(added.token).toBe(read.token);
    const lines = (await client.selection()).selection.items;
    expect(lines.map((line) => [line.item, line.quantity])).toEqual([['1001-1', 1]]);
  });

  it('API-token: none creates and saves nothing and answers without a token', async () => {
    const read = await call('GET', 'selection', { headers: { 'API-token': 'none' } });
    expect(read.status).toBe(200);
    expect(read.json.token).toBeNull();
    const write = await call('POST', 'items/1001-1', { headers: { 'API-token': 'none' } });
    expect(write.status).toBe(400);
    expect(write.json).toMatchObject({ token: null, errors: { token: expect.any(String) } });
  });

  it('echoes X-Correlation-ID and indents with ?pretty', async () => {
    const response = await call('GET', 'selection?pretty', {
      headers: { 'X-Correlation-ID': 'abc-123' },
    });
    expect(response.headers.get('X-Correlation-ID')).toBe('abc-123');
    expect(response.status).toBe(200);
  });
});
