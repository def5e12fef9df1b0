import { ClientError } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { editorClient, LAKE_ORIGIN, lakeClient, routeLakeRequestsToTheWorker } from './lake-client';

routeLakeRequestsToTheWorker();

const POST = 'post-en-reading-a-can-label';

describe("the embedded lake's HTTP API through @sanity/client", () => {
  it('reads the seed: published for anyone, drafts only with a token', async () => {
    const anonymous = lakeClient();
    const title = await anonymous.fetch<string>(`*[_id == $id][0].title`, { id: POST });
    expect(title).toMatch(/read a can/i);
    const drafts = await anonymous.fetch<number>(
      `count(*[_id in path("drafts.**")])`,
      {},
      { perspective: 'raw' },
    );
    expect(drafts).toBe(0);
    const asEditor = await editorClient().fetch<number>(
      `count(*[_id in path("drafts.**")])`,
      {},
      { perspective: 'raw' },
    );
    expect(asEditor).toBeGreaterThan(0);
  });

  it('creates, patches (set, unset, insert, inc) and deletes, each a transaction with a new revision', async () => {
    const client = editorClient();
    const created = await client.create({
      _id: 'drafts.post-en-lake-test',
      _type: 'blogPost',
      language: 'en',
      title: 'Lake test',
      views: 1,
      tags: ['a'],
    });
    expect(created._rev).toBeTruthy();
    expect(created._createdAt).toBe(created._updatedAt);

    const patched = await client
      .patch('drafts.post-en-lake-test')
      .set({ title: 'Lake test, edited' })
      .unset(['language'])
      .insert('after', 'tags[-1]', ['b'])
      .inc({ views: 2 })
      .commit();
    expect(patched).toMatchObject({ title: 'Lake test, edited', views: 3, tags: ['a', 'b'] });
    expect(patched).not.toHaveProperty('language');
    expect(patched._rev).not.toBe(created._rev);

    const read = await client.getDocument('drafts.post-en-lake-test');
    expect(read).toEqual(patched);

    await client.delete('drafts.post-en-lake-test');
    expect(await client.getDocument('drafts.post-en-lake-test')).toBeUndefined();
  });

  it('commits a transaction whole or not at all', async () => {
    const client = editorClient();
    const before = await client.getDocument(POST);
    const failing = client
      .transaction()
      .patch(POST, (patch) => patch.set({ title: 'Half a transaction' }))
      .create({ _id: POST, _type: 'blogPost' });
    await expect(failing.commit()).rejects.toThrow(/already exists/);
    expect(await client.getDocument(POST)).toEqual(before);

    const result = await client
      .transaction()
      .createOrReplace({ _id: 'drafts.lake-a', _type: 'blogTag', title: 'A' })
      .createIfNotExists({ _id: 'drafts.lake-b', _type: 'blogTag', title: 'B' })
      .commit();
    expect(result.results.map(({ id, operation }) => [id, operation])).toEqual([
      ['drafts.lake-a', 'create'],
      ['drafts.lake-b', 'create'],
    ]);
    const [a, b] = await Promise.all([
      client.getDocument('drafts.lake-a'),
      client.getDocument('drafts.lake-b'),
    ]);
    expect(a?._rev).toBe(result.transactionId);
    expect(b?._rev).toBe(result.transactionId);
  });

  it('refuses a patch made on an older revision, as Sanity does (409, nothing written)', async () => {
    const client = editorClient();
    const current = await client.getDocument(POST);
    await client
      .patch(POST)
      .set({ excerpt: 'First editor' })
      .ifRevisionId(String(current?._rev))
      .commit();
    const stale = client
      .patch(POST)
      .set({ excerpt: 'Second editor' })
      .ifRevisionId(String(current?._rev));
    const error = await stale.commit().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).statusCode).toBe(409);
    expect((error as ClientError).message).toMatch(/unexpected revision ID/);
    expect((await client.getDocument(POST))?.excerpt).toBe('First editor');
  });

  it('asks for the editor token to write, and says what is wrong with a malformed mutation', async () => {
    const anonymous = await lakeClient()
      .create({ _type: 'blogTag', title: 'x' })
      .catch((caught: unknown) => caught as ClientError);
    expect((anonymous as ClientError).statusCode).toBe(401);
    expect((anonymous as ClientError).message).toMatch(/editor token/);

    const wrongToken = await lakeClient('not-the-token')
      .fetch('1')
      .catch((caught: unknown) => caught as ClientError);
    expect((wrongToken as ClientError).statusCode).toBe(401);

    const malformed = await fetch(`${LAKE_ORIGIN}/v2026-05-04/data/mutate/production`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${'local-editor-token-for-development-only'}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ mutations: [{ create: { title: 'no type' } }] }),
    });
    expect(malformed.status).toBe(400);
    const oversized = await fetch(`${LAKE_ORIGIN}/v2026-05-04/data/mutate/production`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${'local-editor-token-for-development-only'}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        mutations: [{ create: { _type: 'blogTag', title: 'x'.repeat(3_000_000) } }],
      }),
    });
    expect(oversized.status).toBe(413);
    expect(await malformed.json()).toMatchObject({
      error: {
        description: 'Invalid mutation: A document needs a _type at mutations.0.create._type',
      },
    });
  });

  it('answers the session calls the Studio makes first, with CORS for its exact origin', async () => {
    const anonymous = await fetch(`${LAKE_ORIGIN}/v2026-05-04/users/me`);
    expect(await anonymous.json()).toEqual({});
    const me = await editorClient().request<{ id: string; name: string }>({ url: '/users/me' });
    expect(me).toMatchObject({ id: 'p-local-editor', name: 'Local editor' });
    expect(await (await fetch(`${LAKE_ORIGIN}/v2026-05-04/ping`)).text()).toBe('PONG');

    const preflight = await fetch(`${LAKE_ORIGIN}/v2026-05-04/users/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8787',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8787');
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const foreign = await fetch(`${LAKE_ORIGIN}/v2026-05-04/users/me`, {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('fails visibly on a part of the API it does not implement', async () => {
    const response = await fetch(`${LAKE_ORIGIN}/v2026-05-04/jobs/123`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { description: 'The embedded content lake does not answer GET /v2026-05-04/jobs/123' },
    });
  });
});
