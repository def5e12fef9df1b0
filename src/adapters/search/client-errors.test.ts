import { searchClient } from '@algolia/client-search';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessRequester } from '../embedded/search-engine';

// These messages come from the pinned client itself (algoliasearch 5.50.2), not from the shop.
describe('the search client’s own errors', () => {
  afterEach(() => vi.useRealTimers());

  it('requires an application id and an API key', () => {
    expect(() => liteClient('', 'key')).toThrow('`appId` is missing.');
    expect(() => liteClient('app', '')).toThrow('`apiKey` is missing.');
  });

  it('names a missing parameter and the call', () => {
    const client = searchClient('app', 'key');
    expect(() => client.searchSingleIndex({ indexName: '' } as never)).toThrow(
      'Parameter `indexName` is required when calling `searchSingleIndex`.',
    );
  });

  it('lists the allowed regions', () => {
    const client = algoliasearch('app', 'key');
    expect(() => client.initAnalytics({ region: 'eu' as never })).toThrow(
      '`region` must be one of the following: de, us',
    );
    expect(() => client.initPersonalization({ region: 'de' as never })).toThrow(
      '`region` is required and must be one of the following: eu, us',
    );
  });

  it('gives up waiting for a task after 50 tries', async () => {
    vi.useFakeTimers();
    let polls = 0;
    const client = searchClient('app', 'key', {
      hosts: [{ url: 'never.published', accept: 'readWrite', protocol: 'http' }],
      requester: inProcessRequester(() => {
        polls += 1;
        return Response.json({ status: 'notPublished' });
      }),
    });
    const waiting = client
      .waitForTask({ indexName: 'products_en', taskID: 1 })
      .catch((error: unknown) => error);
    for (let step = 0; step < 60; step++) await vi.advanceTimersByTimeAsync(5_000);
    const error = await waiting;
    expect((error as Error).message).toBe('The maximum number of retries exceeded. (50/50)');
    expect(polls).toBe(50);
  });
});
