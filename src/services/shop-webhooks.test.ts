import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../tests/setup/console-guard';
import { Received } from './received';
import { servicesConfigFor } from './services-config';
import { sendCatalogueWebhook, sendPublishWebhook, type DeliveredWebhook } from './shop-webhooks';

const config = servicesConfigFor({
  CENTRA_SHARED_SECRET: 'centra-secret',
  SANITY_PROJECT_ID: 'pouchatlas',
  SANITY_DATASET: 'production',
  SANITY_READ_TOKEN: 'read',
  SANITY_WRITE_TOKEN: 'write',
  SANITY_WEBHOOK_SECRET: 'webhook-secret',
  ALGOLIA_APP_ID: 'APP',
  ALGOLIA_SEARCH_KEY: 'search',
  ALGOLIA_ADMIN_KEY: 'admin',
  LOGFLARE_API_KEY: 'logflare',
  SHOP_URL: 'http://127.0.0.1:8788',
});

/** The shop as the stand-ins meet it: what it was sent, and how it answers. */
function shopAnswering(answer: () => Promise<Response>) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return answer();
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the webhooks the stand-ins send the shop', () => {
  it('sign the publish webhook as Sanity does, and keep the shop’s answer', async () => {
    const sent = shopAnswering(async () =>
      Response.json({ purged: ['content', 'pages'], document: 'post-en-a' }),
    );
    const delivered = new Received<DeliveredWebhook>();
    await sendPublishWebhook(config, delivered, { _id: 'post-en-a', _type: 'blogPost' });

    const [request] = sent;
    expect(request?.url).toBe('http://127.0.0.1:8788/api/revalidate');
    const body = (await request?.text()) ?? '';
    const signature = request?.headers.get(SIGNATURE_HEADER_NAME) ?? '';
    expect(await isValidSignature(body, signature, 'webhook-secret')).toBe(true);
    expect(await isValidSignature(body, signature, 'another-secret')).toBe(false);
    expect(delivered.list().map(({ entry }) => entry)).toEqual([
      {
        webhook: 'publish',
        url: 'http://127.0.0.1:8788/api/revalidate',
        status: 200,
        answer: { purged: ['content', 'pages'], document: 'post-en-a' },
      },
    ]);
  });

  it('keep a refusal, and a shop that does not answer, in the delivery log', async () => {
    expectConsole('warn', /the catalogue webhook answered 401/);
    expectConsole('warn', /the publish webhook did not reach the shop/);
    const delivered = new Received<DeliveredWebhook>();
    const sent = shopAnswering(async () => new Response('Unauthorized', { status: 401 }));
    await sendCatalogueWebhook(config, delivered, ['p1']);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer centra-secret');
    shopAnswering(() => Promise.reject(new TypeError('connection refused')));
    await sendPublishWebhook(config, delivered, { _id: 'post-en-a', _type: 'blogPost' });

    expect(delivered.list().map(({ entry }) => entry)).toEqual([
      {
        webhook: 'catalogue',
        url: 'http://127.0.0.1:8788/api/revalidate/catalogue',
        status: 401,
        answer: 'Unauthorized',
      },
      {
        webhook: 'publish',
        url: 'http://127.0.0.1:8788/api/revalidate',
        status: null,
        answer: 'TypeError: connection refused',
      },
    ]);
  });
});
