import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { purgeView } from '../../src/adapters/cache/purges';
import { withEnv } from './support';

const SECRET = 'webhook-secret';
const app = withEnv({ SANITY_WEBHOOK_SECRET: SECRET });
const body = JSON.stringify({ _id: 'post-en-what-are-nicotine-pouches', _type: 'blogPost' });

/** The purges as the worker knows them (this isolate's own purges it sees at once). */
async function purges() {
  const view = await purgeView(env.DB);
  if (!view) throw new Error('the purge log could not be read');
  return view;
}

const webhook = async (signature: string | undefined, payload = body) =>
  app('/api/revalidate', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
    },
    body: payload,
  });

describe('POST /api/revalidate (Sanity webhook)', () => {
  it('purges what a correctly signed call names: the document, its address, lists of its kind', async () => {
    const before = (await purges()).upTo;
    const response = await webhook(await encodeSignatureHeader(body, Date.now(), SECRET));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      purged: ['content', 'pages'],
      document: 'post-en-what-are-nicotine-pouches',
      tags: ['id:post-en-what-are-nicotine-pouches', 'type:blogPost'],
    });
    // One purge, numbered after every one before it, of only what it names.
    const after = await purges();
    expect(after.upTo).toBeGreaterThan(before);
    expect(after.purges[0]).toEqual({
      seq: after.upTo,
      scope: 'content',
      tags: ['id:post-en-what-are-nicotine-pouches', 'type:blogPost'],
    });
  });

  it('purges everything for a signed call that does not say what changed', async () => {
    for (const payload of ['{"_id":"homePage"}', '[]', 'not json']) {
      const before = (await purges()).upTo;
      const response = await webhook(
        await encodeSignatureHeader(payload, Date.now(), SECRET),
        payload,
      );
      expect(response.status, payload).toBe(200);
      expect(await response.json()).toMatchObject({ tags: 'all' });
      const after = await purges();
      expect(after.upTo, payload).toBeGreaterThan(before);
      expect(after.purges[0], payload).toMatchObject({ scope: 'content', tags: null });
    }
  });

  it.each([
    ['no signature', async () => undefined, 'Missing'],
    [
      'another secret',
      async () => encodeSignatureHeader(body, Date.now(), 'guessed'),
      'Invalid signature',
    ],
    [
      'a signature older than 5 minutes',
      async () => encodeSignatureHeader(body, Date.now() - 6 * 60 * 1000, SECRET),
      'older than 5 minutes',
    ],
    [
      'a signature from the future',
      async () => encodeSignatureHeader(body, Date.now() + 6 * 60 * 1000, SECRET),
      'older than 5 minutes',
    ],
    [
      'a signature of another body',
      async () => encodeSignatureHeader('{"_id":"other"}', Date.now(), SECRET),
      'Invalid signature',
    ],
  ])('refuses %s with 401 and purges nothing', async (_case, sign, message) => {
    const before = await purges();
    const response = await webhook(await sign());
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    expect((await purges()).upTo).toBe(before.upTo);
  });

  it('is off while no webhook secret is configured for a Sanity project', async () => {
    const response = await withEnv({ SANITY_PROJECT_ID: 'abc123' })('/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) },
      body,
    });
    expect(response.status).toBe(403);
  });

  it('takes only the embedded lake’s own signed calls when the lake has no secret configured', async () => {
    const response = await withEnv({})('/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) },
      body,
    });
    expect(response.status).toBe(401);
  });

  it('refuses an oversized body', async () => {
    // The limit holds a document before and after: twice the lake's largest (2 MB).
    const large = JSON.stringify({ _id: 'x', text: 'x'.repeat(4 * 1024 * 1024) });
    const response = await webhook(await encodeSignatureHeader(large, Date.now(), SECRET), large);
    expect(response.status).toBe(413);
  });
});

describe('POST /api/revalidate/catalogue', () => {
  it('purges the catalogue with the shared secret, and only with it', async () => {
    const before = await purges();
    const refused = await app('/api/revalidate/catalogue', {
      method: 'POST',
      headers: { Authorization: 'Bearer nope' },
    });
    expect(refused.status).toBe(401);
    expect((await purges()).upTo).toBe(before.upTo);
    const purged = await app('/api/revalidate/catalogue', {
      method: 'POST',
      headers: { Authorization: 'Bearer test-shared-secret' },
    });
    expect(purged.status).toBe(200);
    const after = await purges();
    expect(after.upTo).toBeGreaterThan(before.upTo);
    expect(after.purges[0]).toMatchObject({ scope: 'catalogue', tags: null });
  });

  it('purges only what shows the products a change names, and explains a body it cannot read', async () => {
    const post = (body: string) =>
      app('/api/revalidate/catalogue', {
        method: 'POST',
        headers: { Authorization: 'Bearer test-shared-secret', 'Content-Type': 'application/json' },
        body,
      });
    const named = await post('{"products":["1001","1002"]}');
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({
      tags: ['product:1001', 'product:1002', 'catalogue:search'],
    });
    expect((await purges()).purges[0]).toMatchObject({
      scope: 'catalogue',
      tags: ['product:1001', 'product:1002', 'catalogue:search'],
    });
    // More products than a purge record holds: the whole catalogue goes instead.
    const many = Array.from({ length: 200 }, (_, index) => String(100_000 + index));
    const all = await post(JSON.stringify({ products: many }));
    expect(all.status).toBe(200);
    expect(await all.json()).toMatchObject({ tags: 'all' });
    expect((await purges()).purges[0]).toMatchObject({ scope: 'catalogue', tags: null });
    for (const [body, message] of [
      ['not json', 'must be JSON'],
      ['{"products":[]}', '"products" must list'],
      ['{"items":["1001"]}', '"products" must list'],
    ]) {
      const refused = await post(body!);
      expect(refused.status, body).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toContain(message);
    }
  });
});
