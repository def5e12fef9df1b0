import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueClientFor } from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';
import type { Product } from '../../src/domain/catalogue';
import { DENMARK_MARKET } from '../../src/domain/markets';
import { ORIGIN, entryIds, loadPage, pageOf } from '../support/page-state';

let products: Product[];
const pathOf = (product: Product) => `/${product.categoryUri}/${product.uri}`;
const danish = (product: Product) => product.markets?.includes(DENMARK_MARKET) ?? false;

beforeAll(async () => {
  const catalogue = catalogueClientFor(configFor(env), env, ORIGIN);
  ({ products } = await catalogue.products('en', { categories: ['1'], limit: 1000 }));
});

describe('the Danish market, under Danish law', () => {
  it('lists only what may be sold in Denmark, and everything that may', async () => {
    const { state } = await loadPage('/da/products');
    const listed = entryIds(pageOf(state, 'product-list'));
    const allowed = products.filter(danish).map((product) => String(product.id));
    expect(listed.length).toBeGreaterThan(10);
    expect(new Set(listed)).toEqual(new Set(allowed));
    // Sweden's list is the whole European range.
    const swedish = entryIds(pageOf((await loadPage('/sv/products')).state, 'product-list'));
    expect(swedish.length).toBeGreaterThan(listed.length * 2);
  });

  it('answers 404 for a product Denmark does not allow, and serves the ones it does', async () => {
    const banned = products.find((product) => !danish(product))!;
    const allowed = products.find(danish)!;
    await loadPage(`/da${pathOf(banned)}`, { status: 404 });
    const page = await loadPage(`/da${pathOf(allowed)}`);
    expect(page.state.page.kind).toBe('product');
    // The banned product's other languages do not point at Denmark.
    const swedish = await loadPage(`/sv${pathOf(banned)}`);
    expect(swedish.head.alternates.map((link) => link.hreflang)).not.toContain('da-DK');
  });

  it('finds nothing a Dane may not buy', async () => {
    const banned = products.find((product) => !danish(product))!;
    const { state } = await loadPage(`/da/products?q=${encodeURIComponent(banned.name)}`);
    expect(entryIds(pageOf(state, 'product-list'))).not.toContain(String(banned.id));
    // The Danish search index (what the browser's search box asks) does not hold it either.
    const index = await exports.default.fetch(
      `${ORIGIN}/_local/algolia/1/indexes/products_da/query`,
      {
        method: 'POST',
        headers: { 'X-Algolia-Application-Id': 'local', 'X-Algolia-API-Key': 'local-search' },
        body: JSON.stringify({ query: banned.name, hitsPerPage: 100 }),
      },
    );
    const { hits: indexed } = (await index.json()) as { hits: { objectID: string }[] };
    expect(indexed.map((hit) => hit.objectID)).not.toContain(String(banned.id));
    const sweden = await exports.default.fetch(
      `${ORIGIN}/_local/algolia/1/indexes/products_sv/query`,
      {
        method: 'POST',
        headers: { 'X-Algolia-Application-Id': 'local', 'X-Algolia-API-Key': 'local-search' },
        body: JSON.stringify({ query: banned.name, hitsPerPage: 100 }),
      },
    );
    const { hits: swedish } = (await sweden.json()) as { hits: { objectID: string }[] };
    expect(swedish.map((hit) => hit.objectID)).toContain(String(banned.id));
  });
});
