import { env, exports } from 'cloudflare:workers';
import { searchClient } from '@algolia/client-search';
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { inProcessRequester } from '../../src/local/search-engine/in-process-requester';
import { createApp } from '../../src/app';

// The engine's REST surface as a browser reaches it: through the worker's own routing at
// /_local/algolia, credentials in the query string, JSON sent as text/plain.
const host = {
  url: '127.0.0.1:8787/_local/algolia',
  accept: 'readWrite' as const,
  protocol: 'http' as const,
};
const requester = inProcessRequester((request) => exports.default.fetch(request));
const browserLike = { hosts: [host], requester, authMode: 'WithinQueryParameters' as const };

describe('/_local/algolia through the worker', () => {
  it('takes writes with the admin key and searches with the search key', async () => {
    const admin = searchClient('local', 'local-admin', { hosts: [host], requester });
    await admin.setSettings({
      indexName: 'http_test',
      indexSettings: { searchableAttributes: ['title'], customRanking: ['desc(rank)'] },
    });
    await admin.replaceAllObjects({
      indexName: 'http_test',
      objects: [
        { objectID: 'a', title: 'Cloudberry Slim', rank: 1 },
        { objectID: 'b', title: 'Cloud Mint', rank: 2 },
      ],
    });
    const search = liteClient('local', 'local-search', browserLike);
    const { results } = await search.search({
      requests: [{ indexName: 'http_test', query: 'clou' }],
    });
    const result = results[0] as { hits: { objectID: string }[]; nbHits: number };
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['b', 'a']);
  });

  it('refuses unknown keys, and writes with the search key', async () => {
    const stranger = liteClient('local', 'nope', browserLike);
    await expect(
      stranger.search({ requests: [{ indexName: 'http_test', query: '' }] }),
    ).rejects.toMatchObject({ status: 403 });
    const otherApp = liteClient('someone-else', 'local-search', browserLike);
    await expect(
      otherApp.search({ requests: [{ indexName: 'http_test', query: '' }] }),
    ).rejects.toMatchObject({ status: 403 });
    const readOnly = searchClient('local', 'local-search', { hosts: [host], requester });
    await expect(readOnly.deleteIndex({ indexName: 'http_test' })).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    });
  });

  it('answers malformed bodies with a 400 that says what is wrong', async () => {
    const response = await exports.default.fetch(
      'http://127.0.0.1:8787/_local/algolia/1/indexes/*/queries',
      {
        method: 'POST',
        headers: {
          'x-algolia-application-id': 'local',
          'x-algolia-api-key': 'local-search',
          'content-type': 'text/plain',
        },
        body: '{"requests": [',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Invalid JSON in the request body',
      status: 400,
    });
    const badParams = await exports.default.fetch(
      'http://127.0.0.1:8787/_local/algolia/1/indexes/http_test/query',
      {
        method: 'POST',
        headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-search' },
        body: JSON.stringify({ hitsPerPage: 5000 }),
      },
    );
    expect(badParams.status).toBe(400);
    expect(((await badParams.json()) as { message: string }).message).toContain('hitsPerPage');
  });

  it('is not served when an Algolia application is configured', async () => {
    const live = { ...env, ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: 'search' };
    const response = await createApp().request(
      'http://127.0.0.1:8787/_local/algolia/1/indexes',
      { headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-admin' } },
      live,
    );
    expect(response.status).toBe(404);
  });

  it('fills a product index from the catalogue when a browser searches it first', async () => {
    const search = liteClient('local', 'local-search', browserLike);
    const { results } = await search.search({
      requests: [{ indexName: 'products_fi', query: '', hitsPerPage: 1 }],
    });
    expect((results[0] as { nbHits: number }).nbHits).toBe(178);
  });
});
