import { env, exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey } from '../../src/adapters/cache/cache-keys';
import { catalogueClientFor } from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';
import { clearKv } from '../edge/support';
import { expectConsole } from '../setup/console-guard';
import { EMBEDDED_CONTENT_AND_SEARCH, onLiveCentra } from '../support/live-centra';
import { decoded, loadList, loadPageOf, ORIGIN, pageOf, stateIn } from '../support/page-state';

const catalogue = () => catalogueClientFor(configFor(env), env, ORIGIN);

/** The brand list's links as a shopper reads them: 'All brands', then each brand and its count. */
const brandLinksIn = (html: string) =>
  [
    ...(
      /<nav aria-label="[^"]+" class="chips brand-list">(.*?)<\/nav>/s.exec(html)?.[1] ?? ''
    ).matchAll(/<a [^>]*>(.*?)<\/a>/gs),
  ].map((match) => decoded((match[1] ?? '').replace(/<[^>]+>/g, '')));

/** A brand name as the brand list writes it, without its count. */
const brandOf = (link: string) => link.replace(/ \(\d+\)$/, '');

const alphabetically = (names: string[]) =>
  [...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare);

describe('what a product list offers to narrow it by', () => {
  it('offers the values of the catalogue’s filter read, each filter in its display order', async () => {
    const { page } = await loadPageOf('/sv/products', 'product-list');
    const filters = await catalogue().filters('sv');
    const valuesOf = (field: string) =>
      filters.find((filter) => filter.field === field)?.values.map((value) => value.value) ?? [];
    // Flavours alphabetically, strengths in order, formats by the shop's format order; brands by
    // name (the catalogue keys them by id), alphabetically.
    expect(page.filterOptions?.flavor).toEqual([...valuesOf('flavour')].sort());
    expect(page.filterOptions?.flavor).toHaveLength(9);
    expect(page.filterOptions?.strength).toEqual(['1', '2', '3', '4']);
    expect(page.filterOptions?.format).toEqual(
      ['mini', 'superslim', 'slim', 'normal', 'large'].filter((format) =>
        valuesOf('format').includes(format),
      ),
    );
    const brandNames = filters
      .find((filter) => filter.field === 'brands')
      ?.values.map((value) => (value.data as { brandName: string }).brandName);
    expect(page.filterOptions?.brand).toEqual(alphabetically(brandNames ?? []));
    expect(page.filterOptions?.brand).toHaveLength(18);
  });

  it('lists the catalogue’s brands (GET brands) in its brand list, those the list has', async () => {
    const brands = (await catalogue().brands()).map((brand) => brand.name);
    const all = await loadPageOf('/sv/products', 'product-list');
    expect(all.page.brands).toEqual(alphabetically(brands));
    expect(brandLinksIn(all.html).slice(1).map(brandOf)).toEqual(all.page.brands);
    // A search offers the brands it found, in the catalogue's order.
    const search = await loadPageOf('/sv/products?q=espreso', 'product-list');
    const found = brandLinksIn(search.html).slice(1).map(brandOf);
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThan(all.page.brands?.length ?? 0);
    expect(found).toEqual((search.page.brands ?? []).filter((brand) => found.includes(brand)));
  });

  it('reads both through the catalogue cache, each tagged as itself', async () => {
    await clearKv();
    const response = await exports.default.fetch(`${ORIGIN}/fi/products`);
    expect(response.status).toBe(200);
    await response.text();
    const stored = async (name: string, params: Record<string, unknown>) =>
      env.CACHE.get<{ value: unknown; tags?: string[] }>(
        await cacheKey('catalogue', name, params, 'all'),
        'json',
      );
    await vi.waitFor(async () => expect(await stored('brands', {})).not.toBeNull());
    const filters = await stored('filters', { language: 'fi' });
    expect(filters?.tags).toEqual(['catalogue:filters']);
    expect(filters?.value).toEqual(await catalogue().filters('fi'));
    expect((await stored('brands', {}))?.tags).toEqual(['catalogue:brands']);
  });

  it('offers the list’s own values when the catalogue cannot tell, and is not kept', async () => {
    expectConsole('error', /filter read refused/);
    await clearKv();
    const live = onLiveCentra({ ENVIRONMENT: 'production', ...EMBEDDED_CONTENT_AND_SEARCH });
    const tenant = vi.mocked(globalThis.fetch);
    const forward = tenant.getMockImplementation()!;
    tenant.mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      if (request.url.endsWith('/brands') || body.includes('"products":["-1"]'))
        return Response.json({ errors: { filter: 'filter read refused' } }, { status: 500 });
      return forward(request);
    });
    const response = await live.get('/da/products');
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = pageOf(stateIn(html), 'product-list');
    expect(page).not.toHaveProperty('filterOptions');
    expect(page).not.toHaveProperty('brands');
    // The brand list names the list's own brands, alphabetically.
    const listed = brandLinksIn(html).slice(1).map(brandOf);
    expect(listed.length).toBeGreaterThan(1);
    expect(listed).toEqual(alphabetically(listed));
    // Shown, not stored: the next shopper's page asks the catalogue again.
    expect(response.headers.get('X-Page-Cache')).toBeNull();
  });

  it('answers with its cards the list’s entries, as the page has them', async () => {
    const { page } = await loadList('/sv/products?q=espreso');
    const answer = await exports.default.fetch(`${ORIGIN}${page.cardsHref}`);
    const { entries } = (await answer.json()) as { entries: unknown };
    expect(entries).toEqual(page.entries);
  });
});
