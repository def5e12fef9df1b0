import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const ENGINE = 'http://127.0.0.1:8787/_local/algolia/1/indexes';
const KEYS = { 'X-Algolia-Application-Id': 'local', 'X-Algolia-API-Key': 'local-search' };

const search = (body: unknown, path = '/products_en/query') =>
  exports.default.fetch(`${ENGINE}${path}`, {
    method: 'POST',
    headers: KEYS,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toMatch(message);
}

describe('the embedded search engine’s bounds', () => {
  it('takes a query of 512 characters and refuses a longer one', async () => {
    expect((await search({ query: 'm'.repeat(512) })).status).toBe(200);
    await expectRefused(await search({ query: 'm'.repeat(513) }), 400, /512 characters/);
  });

  it('takes 50 searches in one call and refuses 51', async () => {
    const requests = (n: number) => ({
      requests: Array.from({ length: n }, () => ({ indexName: 'products_en', query: 'mint' })),
    });
    expect((await search(requests(50), '/*/queries')).status).toBe(200);
    await expectRefused(await search(requests(51), '/*/queries'), 400, /at most 50/);
  });

  it('refuses a search body over 64 KB, even when it says nothing of its length', async () => {
    const padding = 'x'.repeat(64 * 1024);
    await expectRefused(await search({ query: 'mint', analyticsTags: [padding] }), 413, /64|65536/);
    const streamed = new ReadableStream({
      start(controller) {
        for (let n = 0; n < 40; n += 1)
          controller.enqueue(new TextEncoder().encode(padding.slice(0, 4096)));
        controller.close();
      },
    });
    const response = await exports.default.fetch(`${ENGINE}/products_en/query`, {
      method: 'POST',
      headers: KEYS,
      body: streamed,
      // @ts-expect-error: workerd's RequestInit takes a stream without the duplex option
      duplex: 'half',
    });
    expect(response.status).toBe(413);
  });

  it('takes filters nested 8 deep and refuses 9', async () => {
    const nested = (depth: number) => `${'('.repeat(depth)}brand:Fjordlys${')'.repeat(depth)}`;
    expect((await search({ query: '', filters: nested(8) })).status).toBe(200);
    await expectRefused(await search({ query: '', filters: nested(9) }), 400, /nested more than 8/);
  });
});
