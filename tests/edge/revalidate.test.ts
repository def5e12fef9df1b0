import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { currentGeneration } from '../../src/adapters/cache/cache-keys';
import { withEnv } from './support';

const SECRET = 'webhook-secret';
const app = withEnv({ SANITY_WEBHOOK_SECRET: SECRET });
const body = JSON.stringify({ _id: 'post-en-what-are-nicotine-pouches', _type: 'blogPost' });

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
  it('purges content and pages for a correctly signed call', async () => {
    const before = await currentGeneration(env.CACHE, 'content');
    const response = await webhook(await encodeSignatureHeader(body, Date.now(), SECRET));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      purged: ['content', 'pages'],
      document: 'post-en-what-are-nicotine-pouches',
    });
    expect(await currentGeneration(env.CACHE, 'content')).not.toBe(before);
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
    const before = await currentGeneration(env.CACHE, 'content');
    const response = await webhook(await sign());
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    expect(await currentGeneration(env.CACHE, 'content')).toBe(before);
  });

  it('is off while no webhook secret is configured', async () => {
    const response = await withEnv({})('/api/revalidate', {
      method: 'POST',
      headers: { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET) },
      body,
    });
    expect(response.status).toBe(403);
  });

  it('refuses an oversized body', async () => {
    const large = JSON.stringify({ _id: 'x', text: 'x'.repeat(300_000) });
    const response = await webhook(await encodeSignatureHeader(large, Date.now(), SECRET), large);
    expect(response.status).toBe(413);
  });
});

describe('POST /api/revalidate/catalogue', () => {
  it('purges the catalogue with the shared secret, and only with it', async () => {
    const before = await currentGeneration(env.CACHE, 'catalogue');
    const refused = await app('/api/revalidate/catalogue', {
      method: 'POST',
      headers: { Authorization: 'Bearer nope' },
    });
    expect(refused.status).toBe(401);
    expect(await currentGeneration(env.CACHE, 'catalogue')).toBe(before);
    const purged = await app('/api/revalidate/catalogue', {
      method: 'POST',
      headers: { Authorization: 'Bearer test-shared-secret' },
    });
    expect(purged.status).toBe(200);
    expect(await currentGeneration(env.CACHE, 'catalogue')).not.toBe(before);
  });
});
