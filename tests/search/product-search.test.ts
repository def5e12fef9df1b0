import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { productSearchFor } from '../../src/adapters/search/search-services';
import { catalogueClientFor } from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';

const searchIn = (language: 'en' | 'sv') =>
  productSearchFor(
    configFor(env),
    catalogueClientFor(configFor(env), env, 'http://127.0.0.1:8787'),
    language,
  );

describe('product search on the embedded engine, filled from the catalogue', () => {
  it('indexes every single can a market sells, once per language', async () => {
    const all = await searchIn('en').search({ query: '', hitsPerPage: 1 });
    // Each index holds what its market sells: the UK no limited editions.
    expect(all.nbHits).toBe(169);
    const swedish = await searchIn('sv').search({ query: '', hitsPerPage: 1 });
    expect(swedish.nbHits).toBe(178);
    expect(searchIn('sv').indexName).toBe('products_sv');
  });

  it('answers a content block’s search: one brand, restricted to the brand attribute', async () => {
    const result = await searchIn('en').search({
      query: 'Fjordlys',
      searchFields: ['brand'],
      hitsPerPage: 8,
    });
    expect(result.nbHits).toBeGreaterThan(3);
    expect(result.hits.every((hit) => hit.brand === 'Fjordlys')).toBe(true);
    expect(result.hits[0]?.highlights.brand).toEqual([{ text: 'Fjordlys', highlighted: true }]);
    // Ties are broken by popularity, highest first.
    const popularity = result.hits.map((hit) => hit.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('finds flavours with typos, prices hits in the market’s currency and facets them', async () => {
    const result = await searchIn('sv').search({
      query: 'espreso',
      facets: ['brand', 'strengthLevel'],
    });
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.every((hit) => /espresso/i.test(hit.title))).toBe(true);
    expect(
      result.hits.every(
        (hit) => typeof hit.price === 'number' && hit.uri.startsWith('nicotine-pouches/'),
      ),
    ).toBe(true);
    const brandCount = Object.values(result.facets.brand ?? {}).reduce(
      (sum, count) => sum + count,
      0,
    );
    expect(brandCount).toBe(result.nbHits);
  });

  it('filters by strength level and tags', async () => {
    const result = await searchIn('en').search({
      query: 'mint',
      filters: 'strengthLevel = 4',
      hitsPerPage: 50,
    });
    expect(result.nbHits).toBeGreaterThan(0);
    expect(
      result.hits.every((hit) => hit.strengthLevel === 4 && hit.strength === 'Extra strong'),
    ).toBe(true);
  });
});
