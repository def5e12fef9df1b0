import { beforeAll, describe, expect, it } from 'vitest';
import { call, emulator, shopper } from './support/clients';

beforeAll(async () => {
  await emulator.reset();
});

async function cartOf(token: string) {
  const { json } = await call('GET', 'selection', { headers: { 'API-token': token } });
  return json.selection as {
    items: { item: string; quantity: number }[];
    address: Record<string, string>;
  };
}

describe('bad input', () => {
  it.each([
    ['malformed JSON', 'POST', 'items/1001-1', '{"comment": ', 400, 'body'],
    ['a wrong type', 'POST', 'items/1001-1', '{"comment": 42}', 400, 'comment'],
    [
      'a wrong type in a batch',
      'PUT',
      'items',
      '{"items": [{"item": "1001-1", "quantity": "two"}]}',
      400,
      'items.0.quantity',
    ],
    ['an unknown item', 'POST', 'items/31337-1/quantity/1', '{}', 404, 'item'],
    ['an unknown line', 'PUT', 'lines/nope/quantity/2', '{}', 404, 'line'],
    ['an unknown country', 'PUT', 'countries/XX', '{}', 404, 'country'],
    ['an unknown language', 'PUT', 'languages/tlh', '{}', 404, 'language'],
    [
      'a payment without pages',
      'POST',
      'payment',
      '{"termsAndConditions": true}',
      400,
      'paymentReturnPage',
    ],
    [
      'a payment page that is not http',
      'POST',
      'payment',
      '{"paymentReturnPage": "javascript:alert(1)", "paymentFailedPage": "https://x.se"}',
      400,
      'paymentReturnPage',
    ],
    ['a products query with a bad limit', 'POST', 'products', '{"limit": "lots"}', 400, 'limit'],
    [
      'an unknown sort field',
      'POST',
      'products',
      '{"sortOrder": [{"field": "colour"}]}',
      400,
      'sortOrder.0.field',
    ],
  ])(
    'answers %s with a 4xx and an errors object, leaving the cart as it was',
    async (_label, method, path, body, status, field) => {
      const client = shopper();
      await client.setCountry('SE');
      await client.addItem('1001-1', 2);
      const token = client.token()!;
      const before = await cartOf(token);
      const response = await call(method, path, {
        headers: { 'API-token': token, 'Content-Type': 'application/json' },
        body,
      });
      expect(response.status).toBe(status);
      expect(response.json.token).toBe(token);
      expect(response.json.errors).toHaveProperty([field]);
      expect(await cartOf(token)).toEqual(before);
    },
  );

  it('refuses oversized bodies with 413', async () => {
    const client = shopper();
    await client.addItem('1001-1');
    const response = await call('POST', 'items/1001-1', {
      headers: { 'API-token': client.token()! },
      body: JSON.stringify({ comment: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.json.errors).toHaveProperty('body');
    expect((await cartOf(client.token()!)).items).toEqual([
      expect.objectContaining({ quantity: 1 }),
    ]);
  });

  it('answers unknown endpoints with a 404 errors object', async () => {
    const response = await call('GET', 'no-such-call');
    expect(response.status).toBe(404);
    expect(response.json.errors).toHaveProperty('endpoint');
  });
});

describe('CORS', () => {
  it('lets the shop origins in and turns others away with 401', async () => {
    const allowed = await call('GET', 'selection', {
      headers: { Origin: 'https://pouchatlas.se' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://pouchatlas.se');
    const preflight = await call('OPTIONS', 'items/1001-1', {
      headers: { Origin: 'http://se.localhost:8787', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('API-token');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).not.toContain('Authorization');
    const foreign = await call('GET', 'selection', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(401);
    expect(foreign.json.errors).toEqual({ origin: 'not allowed' });
  });
});

describe('locale', () => {
  it('sets the language, lists countries and languages, and detects the country', async () => {
    const client = shopper();
    expect((await client.setLanguage('de')).selection.language).toBe('de');
    const { countries } = await client.countries();
    expect(countries.map((country) => country.country)).toEqual(
      expect.arrayContaining(['SE', 'FI', 'GB']),
    );
    expect(countries.map((country) => country.country)).not.toEqual(expect.arrayContaining(['PL']));
    await emulator.setGeo('DK');
    // The shop never asks it (docs/decisions): the API answers it as Centra's reference says.
    const detected = await call('GET', 'countries/auto', {
      headers: { 'API-token': client.token()! },
    });
    expect(detected.json.location).toMatchObject({ country: 'DK', pricelist: 22, currency: 'DKK' });
    // Detection does not move the session; choosing the country does.
    expect((await client.selection()).location.country).toBeNull();
    expect((await client.setCountry('DK', 'da')).selection).toMatchObject({
      currency: 'DKK',
      language: 'da',
    });
    // New sessions start in the detected country.
    expect((await shopper().selection()).location.country).toBe('DK');
    await emulator.setGeo(null);
  });

  it('drops lines the new market does not sell when the country changes', async () => {
    const client = shopper();
    await client.setCountry('SE');
    const limited = await call('POST', 'products', {
      headers: { 'API-token': client.token()! },
      body: JSON.stringify({ tags: ['limited-edition'], limit: 1, categories: ['1'] }),
    });
    const product = (limited.json.products as { items: { item: string; stock: string }[] }[])[0]!;
    await client.addItem(product.items[0]!.item);
    expect((await client.setCountry('GB')).selection.items).toEqual([]);
  });
});
