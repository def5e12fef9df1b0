import { exports } from 'cloudflare:workers';
import { liteClient } from 'algoliasearch/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runIndexCommand } from '../../src/adapters/search/index-command';
import { inProcessRequester } from '../../src/local/search-engine/in-process-requester';

const SHOP = 'http://127.0.0.1:8787';
// `npm run index` talks to a running shop over HTTP: here, this worker's own fetch handler.
const toShop = (input: RequestInfo | URL, init?: RequestInit) =>
  exports.default.fetch(new Request(input, init));

describe('npm run index against the running shop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('indexes the catalogue into each language’s index of the embedded engine', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(toShop);
    const reports = await runIndexCommand(
      { CENTRA_SHARED_SECRET: 'test-shared-secret', SHOP_URL: SHOP, INDEX_LANGUAGES: 'sv,pl' },
      toShop,
    );
    expect(reports).toEqual([
      { indexName: 'products_sv', records: 178 },
      { indexName: 'products_pl', records: 178 },
    ]);
    const search = liteClient('local', 'local-search', {
      hosts: [{ url: '127.0.0.1:8787/_local/algolia', accept: 'read', protocol: 'http' }],
      requester: inProcessRequester((request) => exports.default.fetch(request)),
    });
    const { results } = await search.search({
      requests: [{ indexName: 'products_pl', query: '', hitsPerPage: 1 }],
    });
    expect((results[0] as { nbHits: number }).nbHits).toBe(178);
  });

  it('says what it needs before it reads anything', async () => {
    await expect(runIndexCommand({ SHOP_URL: SHOP }, toShop)).rejects.toThrow(
      'CENTRA_SHARED_SECRET is needed',
    );
    await expect(
      runIndexCommand({ CENTRA_SHARED_SECRET: 's', ALGOLIA_APP_ID: 'APP' }, toShop),
    ).rejects.toThrow('ALGOLIA_ADMIN_KEY is needed');
    await expect(
      runIndexCommand({ CENTRA_SHARED_SECRET: 's', INDEX_LANGUAGES: 'sv,xx' }, toShop),
    ).rejects.toThrow('INDEX_LANGUAGES: unknown languages xx');
  });
});
