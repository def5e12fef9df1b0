import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluate, parse } from 'groq-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { get, ORIGIN } from '../edge/support';

const SECRET = 'live-webhook-secret';
const WRITE_TOKEN = 'sk-live-write-token';
const LIVE = {
  SANITY_PROJECT_ID: 'abc123',
  SANITY_DATASET: 'production',
  SANITY_WEBHOOK_SECRET: SECRET,
};

type Doc = { _id: string; _type: string; [field: string]: unknown };

const post = (language: string, fields: Record<string, unknown>): Doc => ({
  _id: `post-${language}-pouch-care`,
  _type: 'blogPost',
  language,
  uri: { _type: 'slug', current: `blog/pouch-care-${language}` },
  ...fields,
});
const english = post('en', { title: 'Caring for pouches', excerpt: 'Keep them cool' });
const german = post('de', { title: 'Beutelpflege', isTranslated: false });
const swedish = post('sv', { title: 'Skötsel (handskriven)', isTranslated: true });
const metadata: Doc = {
  _id: 'translation-metadata-pouch-care',
  _type: 'translation.metadata',
  translations: ['en', 'de', 'sv'].map((language) => ({
    _key: language,
    value: { _type: 'reference', _ref: `post-${language}-pouch-care`, _weak: true },
  })),
};

interface Recorded {
  method: string;
  url: URL;
  authorization: string | null;
  body: unknown;
}

/**
 * A Sanity project as the network shows it to the shop: GROQ queries answered over its
 * documents (groq-js, the raw perspective), and every other call recorded; a mutation is
 * accepted, or refused with a 500 while `down`.
 */
function sanityProject(documents: Doc[]) {
  const calls: Recorded[] = [];
  const state = { down: false };
  const network = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.hostname !== 'abc123.api.sanity.io') return network(request);
    const text = await request.text();
    calls.push({
      method: request.method,
      url,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    });
    if (url.pathname.includes('/data/query/')) {
      const params = Object.fromEntries(
        [...url.searchParams]
          .filter(([key]) => key.startsWith('$'))
          .map(([key, value]) => [key.slice(1), JSON.parse(value) as unknown]),
      );
      const tree = parse(url.searchParams.get('query') ?? '', { params });
      const result = await (await evaluate(tree, { dataset: documents, params })).get();
      return Response.json({ ms: 1, result });
    }
    if (url.pathname.includes('/data/mutate/')) {
      if (state.down)
        return Response.json({ error: { description: 'Sanity is down' } }, { status: 500 });
      return Response.json({ transactionId: 'tx-1', results: [] });
    }
    return Response.json({ error: `unexpected ${url.pathname}` }, { status: 404 });
  });
  return {
    state,
    queries: () => calls.filter((call) => call.url.pathname.includes('/data/query/')),
    mutations: () => calls.filter((call) => call.url.pathname.includes('/data/mutate/')),
  };
}

/** The shop with a live Sanity project; each webhook answers once its deferred work is done. */
function liveShop(overrides: Record<string, unknown>) {
  const app = createApp();
  // One environment for the shop's life, as a deployed isolate has.
  const bindings = { ...env, ...LIVE, ...overrides };
  return async (change: { before: Doc | null; after: Doc | null }) => {
    const document = change.after ?? change.before;
    // The documented projection: {_id, _type, language, "uri": uri.current, before(), after()}.
    const body = JSON.stringify({
      _id: document?._id,
      _type: document?._type,
      language: document?.language ?? null,
      uri: (document?.uri as { current?: string } | undefined)?.current ?? null,
      ...change,
    });
    const context = createExecutionContext();
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/revalidate`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
        },
        body,
      }),
      bindings,
      context,
    );
    const answer = (await response.json()) as Record<string, unknown>;
    await waitOnExecutionContext(context);
    return { status: response.status, answer };
  };
}

async function monitoringReports() {
  const sink = (await (await get('/_local/monitoring')).json()) as {
    reports: { entry: { level?: string; message: string; tags?: Record<string, string> } }[];
  };
  return sink.reports.map((report) => report.entry);
}

describe('the automatic translation against a Sanity project (over the network)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes an English post's translations as drafts through Sanity's mutate API, with the write token", async () => {
    const sanity = sanityProject([english, german, swedish, metadata]);
    const webhook = liveShop({ SANITY_WRITE_TOKEN: WRITE_TOKEN });
    const edited = { ...english, title: 'Caring for your pouches' };

    const { status, answer } = await webhook({ before: english, after: edited });
    // The purge is answered as ever; the translation ran after it.
    expect(status).toBe(200);
    expect(answer).toMatchObject({ purged: ['content', 'pages'], document: english._id });

    // Reads with the write token, without the CDN, every document as stored.
    for (const query of sanity.queries()) {
      expect(query.url.origin).toBe('https://abc123.api.sanity.io');
      expect(query.authorization).toBe(`Bearer ${WRITE_TOKEN}`);
      expect(query.url.searchParams.get('perspective')).toBe('raw');
    }
    const [mutation, ...more] = sanity.mutations();
    expect(more).toEqual([]);
    expect(mutation?.method).toBe('POST');
    expect(mutation?.url.pathname).toBe('/v2024-12-18/data/mutate/production');
    expect(mutation?.authorization).toBe(`Bearer ${WRITE_TOKEN}`);
    // German has isTranslated off: its draft; Swedish keeps its editors' text.
    expect(mutation?.body).toEqual({
      mutations: [
        {
          createOrReplace: {
            _id: 'drafts.post-de-pouch-care',
            _type: 'blogPost',
            language: 'de',
            uri: { _type: 'slug', current: 'blog/pouch-care-de' },
            isTranslated: false,
            title: '[DE] Caring for your pouches',
            excerpt: '[DE] Keep them cool',
          },
        },
      ],
    });
  });

  it('writes nothing for a publish that changed no English text, nor for a delete', async () => {
    const sanity = sanityProject([english, german, swedish, metadata]);
    const webhook = liveShop({ SANITY_WRITE_TOKEN: WRITE_TOKEN });
    expect((await webhook({ before: english, after: { ...english, featured: true } })).status).toBe(
      200,
    );
    expect((await webhook({ before: english, after: null })).status).toBe(200);
    expect(sanity.mutations()).toEqual([]);
  });

  it('reports a write Sanity refuses, and the purge stands', async () => {
    const sanity = sanityProject([english, german, metadata]);
    sanity.state.down = true;
    const webhook = liveShop({ SANITY_WRITE_TOKEN: WRITE_TOKEN });
    const { status, answer } = await webhook({
      before: english,
      after: { ...english, title: 'Caring for pouches, revised' },
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ purged: ['content', 'pages'], document: english._id });
    expect(sanity.mutations()).toHaveLength(1);
    const reports = await monitoringReports();
    expect(reports.at(-1)?.message).toContain(
      `The automatic translation after the publish of ${english._id} failed`,
    );
  });

  it('without SANITY_WRITE_TOKEN purges, translates nothing, and warns once', async () => {
    const sanity = sanityProject([english, german, metadata]);
    const webhook = liveShop({});
    const warningsBefore = (await monitoringReports()).length;
    for (const title of ['One', 'Two']) {
      const { status, answer } = await webhook({ before: english, after: { ...english, title } });
      expect(status).toBe(200);
      expect(answer).toMatchObject({ purged: ['content', 'pages'] });
    }
    expect(sanity.queries()).toEqual([]);
    expect(sanity.mutations()).toEqual([]);
    const warnings = (await monitoringReports())
      .slice(warningsBefore)
      .filter((report) => report.tags?.warning === 'automatic_translation');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain('SANITY_WRITE_TOKEN is not set');
  });

  it("warns once when the webhook's projection lacks before() and after()", async () => {
    const sanity = sanityProject([english, german, metadata]);
    const app = createApp();
    const bindings = { ...env, ...LIVE, SANITY_WRITE_TOKEN: WRITE_TOKEN };
    const warningsBefore = (await monitoringReports()).length;
    for (let call = 0; call < 2; call++) {
      // Sanity's default body: the whole document after the change.
      const body = JSON.stringify(english);
      const response = await app.request(
        '/api/revalidate',
        {
          method: 'POST',
          headers: {
            [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
          },
          body,
        },
        bindings,
      );
      expect(response.status).toBe(200);
    }
    expect(sanity.mutations()).toEqual([]);
    const warnings = (await monitoringReports())
      .slice(warningsBefore)
      .filter((report) => report.tags?.warning === 'automatic_translation');
    expect(warnings.map((warning) => warning.message)).toEqual([
      expect.stringContaining('"before": before(), "after": after()'),
    ]);
  });
});
