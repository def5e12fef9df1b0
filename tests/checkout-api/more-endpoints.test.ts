import { beforeAll, describe, expect, it } from 'vitest';
import { call, emulator, shopper } from './support/clients';

beforeAll(async () => {
  await emulator.reset();
});

describe('the rest of the Checkout API', () => {
  it('POST items/{item} adds one', async () => {
    const client = shopper();
    const token = (await client.selection()).token!;
    const response = await call('POST', 'items/1001-1', {
      headers: { 'API-token': token },
      body: '{"comment":"hi"}',
    });
    expect(response.status).toBe(200);
    expect(response.json.selection).toMatchObject({
      items: [{ item: '1001-1', quantity: 1, comment: 'hi' }],
    });
  });

  it('POST items/bundles/{item} explains that every bundle here is fixed', async () => {
    const response = await call('POST', 'items/bundles/5001-1', { body: '{}' });
    expect(response.status).toBe(406);
    expect(response.json.errors).toHaveProperty('item');
  });

  it('GET products/{id} returns one product for the session, 404 otherwise', async () => {
    const found = await call('GET', 'products/1001');
    expect(found.status).toBe(200);
    expect(found.json.product).toMatchObject({ product: '1001', items: [{ item: '1001-1' }] });
    expect((await call('GET', 'products/42')).status).toBe(404);
    expect((await call('GET', 'products/abc')).status).toBe(404);
  });

  it('GET languages and GET categories list what the tenant has', async () => {
    const languages = await call('GET', 'languages');
    expect(
      (languages.json.languages as { language: string }[]).map((entry) => entry.language),
    ).toHaveLength(18);
    const categories = await call('GET', 'categories');
    expect(categories.json.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: '1', uri: 'nicotine-pouches' })]),
    );
  });

  it('GET customer answers a signed-in customer and denies anonymous callers', async () => {
    const client = shopper();
    expect(
      (
        await call('GET', 'customer', {
          headers: { 'API-token': (await client.selection()).token! },
        })
      ).status,
    ).toBe(403);
    await client.register({
      email: 'details@example.com',
      password: 'long enough',
      lastName: 'Lovelace',
    });
    const response = await call('GET', 'customer', { headers: { 'API-token': client.token()! } });
    expect(response.json.loggedIn).toMatchObject({
      email: 'details@example.com',
      lastName: 'Lovelace',
    });
  });

  it('inspection routes refuse bad input', async () => {
    expect((await emulator.setStock('nope-1', 3)).status).toBe(404);
    expect(
      (await call('PUT', '__emulator/stock/1001-1', { body: '{"quantity": -1}' })).status,
    ).toBe(400);
    expect((await emulator.setGeo('XX')).status).toBe(404);
    expect((await emulator.expireToken('nosuchtoken0000000000')).status).toBe(404);
  });
});
