import { EMBEDDED_BROWSER_DSN } from '../../src/render/public-config';
import { describe, expect, it } from 'vitest';
import { csrf, get, postJson, withEnv } from './support';

const addToCart = { productId: '1001', quantity: 2, currency: 'SEK' };

const expectError = async (response: Response, status: number, text: string) => {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string };
  expect(body.error).toContain(text);
};

describe('CSRF protection of the shop’s own endpoints', () => {
  it('refuses a state-changing call without the echoed cookie', async () => {
    await expectError(
      await postJson('/api/logflare', { event: 'page_view', data: {} }),
      403,
      'x-csrf-token',
    );
    const headers = await csrf();
    await expectError(
      await postJson(
        '/api/logflare',
        { event: 'page_view', data: {} },
        { ...headers, 'x-csrf-token': 'other' },
      ),
      403,
      'x-csrf-token',
    );
    await expectError(
      await postJson(
        '/api/logflare',
        { event: 'page_view', data: {} },
        { ...headers, Origin: 'https://evil.example' },
      ),
      403,
      'Cross-origin',
    );
  });

  it('hands the cookie out on pages, readable by the page’s script', async () => {
    const cookie = (await get('/')).headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^csrf_token=[0-9a-f]{48}; Path=\/; SameSite=Strict$/);
  });
});

describe('POST /api/logflare', () => {
  it('records an event in the local sink a developer can read', async () => {
    const response = await postJson(
      '/api/logflare',
      { event: 'add_to_cart', data: addToCart },
      await csrf(),
    );
    expect(response.status).toBe(202);
    const sink = (await (await get('/_local/logflare')).json()) as {
      events: { entry: { event: string; data: Record<string, unknown> } }[];
    };
    expect(sink.events.at(-1)?.entry).toEqual({ event: 'add_to_cart', data: addToCart });
  });

  it('answers bad input with a 4xx that says what is wrong', async () => {
    const headers = await csrf();
    await expectError(
      await postJson('/api/logflare', '{"event": ', headers),
      400,
      'not valid JSON',
    );
    await expectError(
      await postJson('/api/logflare', { event: 42, data: {} }, headers),
      422,
      'event',
    );
    await expectError(
      await postJson('/api/logflare', { event: 'page_view' }, headers),
      422,
      'data',
    );
    await expectError(
      await postJson('/api/logflare', { event: 'Add To Cart', data: {} }, headers),
      422,
      'lowercase event name',
    );
    await expectError(
      await postJson(
        '/api/logflare',
        { event: 'page_view', data: { blob: 'x'.repeat(20_000) } },
        headers,
      ),
      413,
      'larger',
    );
  });
});

describe('POST /api/addProduct', () => {
  it('adds the product’s can to a new selection and answers with it and its token', async () => {
    const response = await postJson(
      '/api/addProduct',
      { productId: '1001', quantity: 2, comment: 'gift', productUrl: '/products/x' },
      await csrf(),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      token: string;
      selection: { items: { quantity: number; comment?: string }[] };
    };
    expect(body.token).toMatch(/\w{8,}/);
    expect(body.selection.items[0]).toMatchObject({ quantity: 2, comment: 'gift' });
    const again = await postJson(
      '/api/addProduct',
      { token: body.token, productId: 1001 },
      await csrf(),
    );
    const second = (await again.json()) as { selection: { items: { quantity: number }[] } };
    expect(second.selection.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(3);
  });

  it('answers bad input with a 4xx that says what is wrong, and adds nothing', async () => {
    const headers = await csrf();
    await expectError(
      await postJson('/api/addProduct', 'productId=1001', headers),
      400,
      'not valid JSON',
    );
    await expectError(await postJson('/api/addProduct', {}, headers), 422, 'productId');
    await expectError(
      await postJson('/api/addProduct', { productId: 'abc' }, headers),
      422,
      'productId',
    );
    await expectError(
      await postJson('/api/addProduct', { productId: '1001', quantity: 0 }, headers),
      422,
      'quantity',
    );
    await expectError(
      await postJson('/api/addProduct', { productId: '1001', quantity: 'two' }, headers),
      422,
      'quantity',
    );
    await expectError(
      await postJson('/api/addProduct', { productId: '1001', extra: true }, headers),
      422,
      'extra',
    );
    await expectError(
      await postJson('/api/addProduct', { productId: '999999' }, headers),
      422,
      'no product 999999',
    );
    await expectError(
      await postJson('/api/addProduct', { productId: '1001', comment: 'x'.repeat(5000) }, headers),
      413,
      'larger',
    );
  });
});

describe('POST /api/monitoring (the Sentry tunnel)', () => {
  const envelope = (dsn: string) =>
    `${JSON.stringify({ dsn, sent_at: new Date().toISOString() })}\n{"type":"event"}\n{"message":"boom"}`;
  const post = (
    app: (path: string, init?: RequestInit) => Response | Promise<Response>,
    body: string,
  ) =>
    app('/api/monitoring', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body,
    });

  it('keeps envelopes in the local sink while no DSN is configured', async () => {
    const response = await post((path, init) => get(path, init), envelope(EMBEDDED_BROWSER_DSN));
    expect(response.status).toBe(200);
    // Only what the shop's pages send: the placeholder DSN they were given.
    const foreign = await post(
      (path, init) => get(path, init),
      envelope('https://key@o1.ingest.sentry.io/1'),
    );
    expect(foreign.status).toBe(403);
    const sink = (await (await get('/_local/monitoring')).json()) as {
      reports: { entry: { envelope?: unknown[] } }[];
    };
    expect(sink.reports.at(-1)?.entry.envelope?.[2]).toEqual({ message: 'boom' });
  });

  it('refuses envelopes for any other project: no open relay', async () => {
    const live = withEnv({ SENTRY_DSN: 'https://ourkey@o1.ingest.sentry.io/42' });
    await expectError(
      await post(live, envelope('https://theirkey@o9.ingest.sentry.io/7')),
      403,
      "this shop's Sentry project",
    );
    await expectError(
      await post(live, envelope('https://ourkey@o1.ingest.sentry.io/43')),
      403,
      "this shop's Sentry project",
    );
    await expectError(await post(live, 'not an envelope'), 400, 'JSON header');
    await expectError(
      await post(live, envelope('https://ourkey@o1.ingest.sentry.io/42') + 'x'.repeat(600_000)),
      413,
      'larger',
    );
  });
});
