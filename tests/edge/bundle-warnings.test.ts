import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearKv, get, withEnv } from './support';

/** Makes one single can's 10-pack a bundle outside the rules, as a mistyped Centra setup would. */
async function misconfigureTenPack(discount: number): Promise<{ single: string; pack: number }> {
  await (await get('/products')).text();
  const pack = await env.DB.prepare(
    `SELECT id, document ->> '$.bundle.baseProductId' AS single FROM products
     WHERE document ->> '$.bundle.quantity' = 10 ORDER BY id LIMIT 1`,
  ).first<{ id: number; single: number }>();
  if (!pack) throw new Error('the seed has no 10-pack');
  await env.DB.prepare(
    `UPDATE products SET document = json_set(document, '$.bundle.discount', ?2) WHERE id = ?1`,
  )
    .bind(pack.id, discount)
    .run();
  await clearKv();
  const single = await env.DB.prepare(`SELECT uri FROM products WHERE id = ?1`)
    .bind(pack.single)
    .first<{ uri: string }>();
  return { single: single?.uri ?? '', pack: pack.id };
}

describe('bundle configuration warnings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a bundle discount outside 0–60 % as a bundle_config warning, and shows the page', async () => {
    const { single, pack } = await misconfigureTenPack(75);
    const page = await get(`/nicotine-pouches/${single}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Add to cart');
    const sink = (await (await get('/_local/monitoring')).json()) as {
      reports: {
        entry: { level?: string; message?: string; tags?: Record<string, string>; extra?: unknown };
      }[];
    };
    const warning = sink.reports.find(
      (report) => report.entry.tags?.warning === 'bundle_config',
    )?.entry;
    expect(warning).toMatchObject({
      level: 'warning',
      extra: { product: String(pack), discount: 75 },
    });
    expect(warning?.message).toContain('discount of 75%');
  });

  it('sends the warning to Sentry through toucan-js when a DSN is configured', async () => {
    const { single } = await misconfigureTenPack(-5);
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('ingest.sentry.io')) {
        sent.push(String(init?.body ?? (input instanceof Request ? await input.text() : '')));
        return new Response('{}');
      }
      throw new Error(`unexpected outbound call to ${url}`);
    });
    const live = withEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' });
    // A query of its own: the page is not served from the full-page cache of the test above.
    expect((await live(`/nicotine-pouches/${single}?q=dsn`)).status).toBe(200);
    await vi.waitFor(() => expect(sent.some((body) => body.includes('bundle_config'))).toBe(true));
    const envelope = sent.find((body) => body.includes('bundle_config')) ?? '';
    expect(envelope).toContain('"level":"warning"');
    expect(envelope).toContain('discount of -5%');
  });
});
