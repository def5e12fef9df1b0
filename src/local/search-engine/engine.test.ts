import { ApiError } from '@algolia/client-common';
import { searchClient } from '@algolia/client-search';
import { liteClient } from 'algoliasearch/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessRequester } from './in-process-requester';
import { createAlgoliaApp } from './algolia-app';
import { SearchEngine } from './search-engine';
import { TEST_RECORDS, TEST_SETTINGS } from '../../../tests/fixtures/local/search-records';

const keys = { appId: 'local', searchKey: 'local-search', adminKey: 'local-admin' };
const engine = new SearchEngine();
const app = createAlgoliaApp(engine, keys);
const transport = {
  hosts: [{ url: 'search.test', accept: 'readWrite' as const, protocol: 'http' as const }],
  requester: inProcessRequester((request) => app.fetch(request)),
};
const admin = searchClient('local', 'local-admin', transport);
const lite = liteClient('local', 'local-search', transport);

async function search(params: Record<string, unknown>, indexName = 'products_en') {
  const { results } = await lite.search({ requests: [{ indexName, ...params }] });
  return results[0] as unknown as {
    hits: {
      objectID: string;
      _highlightResult: Record<
        string,
        { value: string; matchLevel: string; matchedWords: string[]; fullyHighlighted?: boolean }
      >;
    }[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    facets?: Record<string, Record<string, number>>;
    facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  };
}
const ids = async (params: Record<string, unknown>) =>
  (await search(params)).hits.map((hit) => hit.objectID);

beforeAll(async () => {
  const { taskID } = await admin.setSettings({
    indexName: 'products_en',
    indexSettings: TEST_SETTINGS,
  });
  await admin.waitForTask({ indexName: 'products_en', taskID });
  await admin.replaceAllObjects({
    indexName: 'products_en',
    objects: TEST_RECORDS,
    batchSize: 1000,
  });
});

describe('the embedded engine through the real algoliasearch clients', () => {
  it('matches a word prefix on the last word', async () => {
    expect(await ids({ query: 'fjo' })).toEqual(['1', '2']);
    // Ties broken as Algolia does: attribute and word position, then popularity.
    expect(await ids({ query: 'min' })).toEqual(['8', '9', '6', '1', '2']);
  });

  it('does not treat earlier words as prefixes', async () => {
    expect(await ids({ query: 'fjo mint' })).toEqual([]);
  });

  it('tolerates typos as Algolia does: one from 4 letters, two from 8, a swap counts one', async () => {
    expect(await ids({ query: 'mnit' })).toEqual(['8', '6', '1', '2']);
    expect(await ids({ query: 'watermelone' })).toEqual(['7']);
    expect(await ids({ query: 'vinterhaf' })).toEqual(['6']);
    expect(await ids({ query: 'mot' })).toEqual([]);
    expect(await ids({ query: 'mnit', typoTolerance: false })).toEqual([]);
  });

  it('ranks by typos, then attribute and position, then popularity', async () => {
    // "Mind" (one typo) sits first in its title, yet comes after every exact "Mint".
    expect(await ids({ query: 'mint' })).toEqual(['8', '6', '1', '2', '9']);
  });

  it('allows no typo on numbers', async () => {
    expect(await ids({ query: '12 mg' })).toEqual(['8']);
    expect(await ids({ query: '13 mg' })).toEqual([]);
  });

  it('folds case and diacritics both ways', async () => {
    expect(await ids({ query: 'JALAPENO' })).toEqual(['3']);
    expect(await ids({ query: 'jalapeño' })).toEqual(['3']);
  });

  it('needs every query word (AND)', async () => {
    expect(await ids({ query: 'mint strong' })).toEqual(['6', '1', '8']);
    expect(await ids({ query: 'mint weak' })).toEqual([]);
  });

  it('searches only the attributes asked for', async () => {
    expect(await ids({ query: 'strong', restrictSearchableAttributes: ['strength'] })).toEqual([
      '6',
      '1',
      '8',
      '3',
    ]);
    expect(await ids({ query: 'myrten', restrictSearchableAttributes: ['title'] })).toEqual([
      '4',
      '7',
    ]);
    expect(await ids({ query: 'myrten', restrictSearchableAttributes: ['flavour'] })).toEqual([]);
  });

  it('reads the filters grammar', async () => {
    expect(await ids({ query: '', filters: 'brand:Fjordlys' })).toEqual(['1', '2']);
    expect(await ids({ query: '', filters: 'brand:fjordlys AND strengthLevel > 2' })).toEqual([
      '1',
    ]);
    expect(
      await ids({ query: '', filters: 'flavour:mint AND (format:large OR format:mini)' }),
    ).toEqual(['6', '2']);
    expect(await ids({ query: '', filters: 'price:45 TO 49' })).toEqual(['1', '2', '8']);
    expect(await ids({ query: '', filters: 'news AND NOT _tags:campaign' })).toEqual(['1']);
    expect(await ids({ query: '', filters: 'brand:"Kvallsro"' })).toEqual(['5']);
  });

  it('reads facetFilters, numericFilters and tagFilters', async () => {
    expect(
      await ids({ query: '', facetFilters: [['brand:Myrten', 'brand:Solsken'], 'format:-slim'] }),
    ).toEqual(['3', '7']);
    expect(await ids({ query: '', numericFilters: ['price>=55'] })).toEqual(['6', '3']);
    expect(await ids({ query: '', numericFilters: ['popularity:60 TO 85'] })).toEqual([
      '5',
      '3',
      '4',
    ]);
    expect(await ids({ query: '', tagFilters: [['news', '30percent']] })).toEqual(['6', '1', '4']);
  });

  it('counts facets over every hit, with numeric stats', async () => {
    const result = await search({ query: 'mint', facets: ['brand', 'format', 'price'] });
    expect(result.facets?.brand).toEqual({ Fjordlys: 2, Dimma: 1, Granlund: 1, Vinterhav: 1 });
    expect(result.facets?.format).toEqual({ slim: 2, large: 1, mini: 1, normal: 1 });
    expect(result.facets_stats?.price).toEqual({ min: 42, max: 55, avg: 47.8, sum: 239 });
    const all = await search({ query: '', facets: ['*'], hitsPerPage: 0 });
    expect(Object.keys(all.facets ?? {}).sort()).toEqual([
      '_tags',
      'brand',
      'flavour',
      'format',
      'price',
      'strengthLevel',
    ]);
    expect(all.hits).toEqual([]);
  });

  it('pages', async () => {
    const first = await search({ query: '', hitsPerPage: 3 });
    expect(first).toMatchObject({ nbHits: 9, page: 0, nbPages: 3, hitsPerPage: 3 });
    const last = await search({ query: '', hitsPerPage: 3, page: 2 });
    expect(last.hits.map((hit) => hit.objectID)).toEqual(['7', '8', '9']);
    expect((await search({ query: '', hitsPerPage: 3, page: 5 })).hits).toEqual([]);
  });

  it('highlights matches, a prefix only over the typed part', async () => {
    const [hit] = (await search({ query: 'frost mi' })).hits;
    expect(hit?._highlightResult.title).toEqual({
      value: 'Vinterhav <em>Frost</em> <em>Mi</em>nt Strong',
      matchLevel: 'full',
      matchedWords: ['frost', 'mi'],
      fullyHighlighted: false,
    });
    expect(hit?._highlightResult.brand).toMatchObject({
      value: 'Vinterhav',
      matchLevel: 'none',
      matchedWords: [],
    });
    const [typo] = (await search({ query: 'jalapeno' })).hits;
    expect(typo?._highlightResult.title?.value).toBe('Solsken <em>Jalapeño</em> Lime Extra strong');
  });

  it('returns only the attributes asked for, and always objectID', async () => {
    const { results } = await lite.search({
      requests: [{ indexName: 'products_en', query: 'espresso', attributesToRetrieve: ['title'] }],
    });
    const [hit] = (results[0] as { hits: Record<string, unknown>[] }).hits;
    expect(Object.keys(hit ?? {}).sort()).toEqual(['_highlightResult', 'objectID', 'title']);
  });

  it('answers an unknown index with 404, a bad filter with 400, a wrong key with 403', async () => {
    const unknown = await search({ query: 'x' }, 'products_xx').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ApiError);
    expect(unknown).toMatchObject({ status: 404, message: 'Index products_xx does not exist' });
    const badFilter = await search({ query: '', filters: 'brand:Fjordlys AND (' }).catch(
      (error: unknown) => error,
    );
    expect(badFilter).toMatchObject({ status: 400 });
    expect((badFilter as Error).message).toContain('filters');
    const stranger = liteClient('local', 'guessed', transport);
    await expect(
      stranger.search({ requests: [{ indexName: 'products_en', query: '' }] }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const readOnly = searchClient('local', 'local-search', transport);
    await expect(
      readOnly.saveObject({ indexName: 'products_en', body: { title: 'x' } }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('replaces all objects atomically, and browses them back', async () => {
    await admin.setSettings({ indexName: 'round_trip', indexSettings: TEST_SETTINGS });
    await admin.saveObjects({
      indexName: 'round_trip',
      objects: [{ objectID: 'old', title: 'Old' }],
      waitForTasks: true,
    });
    const objects = Array.from({ length: 2500 }, (_, index) => ({
      objectID: `p${index}`,
      title: `Product ${index}`,
      popularity: index,
    }));
    const response = await admin.replaceAllObjects({
      indexName: 'round_trip',
      objects,
      batchSize: 1000,
    });
    expect(response.batchResponses).toHaveLength(3);
    const browsed: string[] = [];
    await admin.browseObjects({
      indexName: 'round_trip',
      browseParams: {},
      aggregator: (page) => browsed.push(...page.hits.map((hit) => hit.objectID)),
    });
    expect(browsed).toHaveLength(2500);
    expect(browsed).not.toContain('old');
    expect(await admin.getSettings({ indexName: 'round_trip' })).toMatchObject({
      customRanking: ['desc(popularity)'],
    });
    const { items } = await admin.listIndices();
    expect(items.map((item) => item.name)).toContain('round_trip');
    expect(items.some((item) => item.name.includes('tmp'))).toBe(false);
  });

  it('gets, updates and deletes single objects', async () => {
    await admin.saveObject({ indexName: 'singles', body: { objectID: 'a', title: 'Alpha' } });
    await admin.partialUpdateObject({
      indexName: 'singles',
      objectID: 'a',
      attributesToUpdate: { brand: 'B' },
    });
    expect(await admin.getObject({ indexName: 'singles', objectID: 'a' })).toEqual({
      objectID: 'a',
      title: 'Alpha',
      brand: 'B',
    });
    await admin.deleteObject({ indexName: 'singles', objectID: 'a' });
    await expect(admin.getObject({ indexName: 'singles', objectID: 'a' })).rejects.toMatchObject({
      status: 404,
    });
    await admin.deleteIndex({ indexName: 'singles' });
    await expect(
      admin.search({ requests: [{ indexName: 'singles', query: '' }] }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('searches facet values', async () => {
    const result = await admin.searchForFacetValues({
      indexName: 'products_en',
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'my' },
    });
    expect(result.facetHits).toEqual([{ value: 'Myrten', highlighted: 'Myrten', count: 2 }]);
  });
});
