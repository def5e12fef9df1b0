import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { editorClient, routeLakeRequestsToTheWorker } from '../content-lake/lake-client';
import { getSettled, ORIGIN } from './support';

routeLakeRequestsToTheWorker();

afterEach(() => {
  vi.useRealTimers();
});

/** A moment to stop the clock at: Workers' `Date.now()` stands still between I/O anyway. */
const NOON = Date.UTC(2026, 10, 27, 12, 0, 0);

async function page(path: string) {
  const response = await getSettled(path);
  return { cache: response.headers.get('X-Page-Cache'), html: await response.text() };
}

/** An editor's publish of a new title in the lake: the lake then calls the shop's webhook. */
async function retitle(id: string, title: string) {
  const client = editorClient();
  const published = await client.getDocument(id);
  if (!published) throw new Error(`${id} is not in the seed`);
  const { _rev: _rev, ...fields } = published;
  await client.createOrReplace({ ...fields, _id: id, _type: published._type, title });
}

describe('a publish purges whatever the clocks say', () => {
  it('purges a page whose render began before the publish and was stored after it', async () => {
    vi.setSystemTime(NOON);
    const path = '/blog/autumn-offers';
    const app = createApp();
    const context = createExecutionContext();
    const rendering = await app.fetch(new Request(`${ORIGIN}${path}`), env, context);
    // The render has begun (its answer has started); the publish lands in the same millisecond.
    await retitle('post-en-autumn-offers', 'Autumn offers, republished mid-render');
    await rendering.text();
    await waitOnExecutionContext(context);

    const after = await page(path);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Autumn offers, republished mid-render');
    expect((await page(path)).cache).toBe('HIT');
  });

  it('takes both of two publishes in the same millisecond, with a page built between them', async () => {
    vi.setSystemTime(NOON + 60_000);
    const first = '/blog/cans-and-sustainability';
    const second = '/blog/caring-for-your-gums';
    await page(second);
    expect((await page(second)).cache).toBe('HIT');

    await retitle('post-en-cans-and-sustainability', 'Cans, lids and recycling, revised');
    // Built after the first publish, before the second, in the same millisecond as both.
    expect((await page(second)).cache).toBe('HIT');
    expect((await page(first)).html).toContain('Cans, lids and recycling, revised');
    await retitle('post-en-caring-for-your-gums', 'Caring for your gums, revised');

    const after = await page(second);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Caring for your gums, revised');
    expect((await page(first)).html).toContain('Cans, lids and recycling, revised');
  });

  it('takes a publish from a machine whose clock is behind the one that rendered the page', async () => {
    const path = '/blog/brand-spotlight-myrten';
    // The isolate that renders runs 30 s ahead of the one the webhook reaches.
    vi.setSystemTime(NOON + 120_000 + 30_000);
    await page(path);
    expect((await page(path)).cache).toBe('HIT');

    vi.setSystemTime(NOON + 120_000 + 1_000);
    await retitle('post-en-brand-spotlight-myrten', 'Brand spotlight: Myrten, corrected');

    vi.setSystemTime(NOON + 120_000 + 31_000);
    const after = await page(path);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Brand spotlight: Myrten, corrected');
  });
});
