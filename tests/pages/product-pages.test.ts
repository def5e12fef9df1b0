import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../support/page-state';
import { catalogueClientFor } from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';
import { marketFor } from '../../src/domain/markets';
import { sortProducts } from '../../src/domain/product-list';

const load = (path: string, status = 200) => loadPage(path, { status });

type Card = { id: string; title: string; href: string; price?: string };

describe('product lists', () => {
  it.each([
    ['', 'en', '£'],
    ['/sv', 'sv', 'SEK'],
    ['/de', 'de', '€'],
  ])(
    'lists every single can at %s/products, priced in the market’s currency',
    async (prefix, language, currency) => {
      const { html, state } = await load(`${prefix}/products`);
      expect(state.language).toBe(language);
      const products = state.page.products as Card[];
      expect(products).toHaveLength(178);
      expect(products[0]?.price).toContain(currency);
      expect(
        products.every((product) =>
          product.href.startsWith(`${prefix}/products/nicotine-pouches/`),
        ),
      ).toBe(true);
      // The first 24 are in the HTML, complete without JavaScript.
      expect(html.match(/class="product-card"/g)).toHaveLength(24);
      expect(state.canonicalUrl).toBe(`http://127.0.0.1:8787${prefix}/products`);
    },
  );

  it('reads filters and sort from the address and renders the result', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ name: 'brand', values: ['Fjordlys'] }]));
    const { state } = await load(`/products?filters=${filters}&sort=price-asc`);
    const products = state.page.products as Card[];
    expect(products.length).toBeGreaterThan(3);
    expect(products.every((product) => product.title.startsWith('Fjordlys'))).toBe(true);
    // Sorted by the representative price (the 10-pack), as spec §5 says.
    const catalogue = catalogueClientFor(configFor(env), env, 'http://127.0.0.1:8787');
    const { products: all } = await catalogue.products('en', {
      categories: ['1'],
      relatedProducts: true,
      limit: 1000,
    });
    const expected = sortProducts(
      all.filter((product) => product.brandName === 'Fjordlys'),
      'price-asc',
      marketFor('en').pricelist,
    );
    expect(products.map((product) => product.id)).toEqual(expected.map((product) => product.id));
    expect(state.page.sort).toBe('price-asc');
    const brand = (
      state.page.filters as {
        name: string;
        values: { value: string; active: boolean; count: number }[];
      }[]
    ).find((filter) => filter.name === 'brand');
    expect(brand?.values.find((value) => value.value === 'Fjordlys')).toMatchObject({
      active: true,
    });
    expect(brand?.values.reduce((sum, value) => sum + value.count, 0)).toBe(178);
  });

  it('lists the brands as links that narrow the list, keeping the sort', async () => {
    const { html } = await load('/sv/products?sort=newest');
    const nav = /<nav aria-label="Brands in this list"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((match) => ({
      href: match[1]?.replaceAll('&amp;', '&') ?? '',
      text: match[2]?.replace(/<[^>]+>/g, '') ?? '',
    }));
    // 'All brands' first (the current page), then all 18 brands with their counts.
    expect(links).toHaveLength(19);
    expect(links[0]).toEqual({ href: '/sv/products?sort=newest', text: 'All brands' });
    const fjordlys = links.find((link) => link.text.startsWith('Fjordlys'));
    expect(fjordlys?.text).toMatch(/^Fjordlys \(\d+\)$/);
    const target = new URL(fjordlys?.href ?? '', 'http://127.0.0.1:8787');
    expect(target.pathname).toBe('/sv/products');
    expect(target.searchParams.get('sort')).toBe('newest');
    expect(JSON.parse(target.searchParams.get('filters') ?? '')).toEqual([
      { name: 'brand', values: ['Fjordlys'] },
    ]);
    const narrowed = await load(`${target.pathname}${target.search}`);
    const products = narrowed.state.page.products as Card[];
    expect(products.length).toBe(Number(/\((\d+)\)/.exec(fjordlys?.text ?? '')?.[1]));
    expect(narrowed.html).toMatch(/<a href="[^"]+" aria-current="page">Fjordlys/);
  });

  it('lists a category by its Centra URI, and searches', async () => {
    const strong = await load('/products/nicotine-pouches/strong');
    expect(strong.state.page.heading).toBe('Strong');
    const search = await load('/products?q=espreso');
    const found = search.state.page.products as Card[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => /espresso/i.test(product.title))).toBe(true);
    await load('/products/no-such-category', 404);
  });
});

describe('the product page', () => {
  it('shows facts, the bundle chooser with savings, price and JSON-LD', async () => {
    const list = await load('/products');
    const first = (list.state.page.products as Card[])[0];
    const { html, state } = await load(first?.href ?? '');
    expect(state.page.kind).toBe('product');
    expect(state.page.title).toBe(first?.title);
    const facts = state.page.facts as { label: string; value: string }[];
    expect(facts.map((fact) => fact.label)).toEqual(
      expect.arrayContaining([
        'Brand',
        'Strength',
        'Nicotine per pouch',
        'Nicotine per can',
        'Flavour',
        'Format',
      ]),
    );
    const bundles = state.page.bundles as { quantity: number; savingPercent: number }[];
    expect(bundles.length).toBeGreaterThan(1);
    expect(bundles.map((bundle) => bundle.quantity)).toContain(10);
    expect(bundles.find((bundle) => bundle.quantity === 10)?.savingPercent).toBeGreaterThan(5);
    expect(html).toContain('<script type="application/ld+json"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('Add to cart');
    // Embedded mode compares with the seed's stores, in the market's currency.
    const comparison = state.page.comparison as { store: string; price: string }[];
    expect(comparison.map((entry) => entry.store)).toEqual([
      'Nordic Pouch Store',
      'Snus & Co',
      'Pouchbay',
    ]);
    expect(comparison.every((entry) => entry.price.includes('£'))).toBe(true);
    expect(html).toContain('Price in other stores');
  });
});

describe('the product page’s notices', () => {
  it('points from a discontinued product to its replacement, and offers a stock sign-up when sold out', async () => {
    const catalogue = catalogueClientFor(configFor(env), env, 'http://127.0.0.1:8787');
    const { products } = await catalogue.products('en', {
      categories: ['1'],
      relatedProducts: true,
      limit: 1000,
    });
    const replaced = products.find((product) =>
      product.relatedProducts.some((related) => related.relation === 'replacement'),
    );
    expect(replaced).toBeDefined();
    const list = await load('/products');
    const card = (list.state.page.products as { id: string; href: string }[]).find(
      (entry) => entry.id === replaced?.id,
    );
    const { html, state } = await load(card?.href ?? '');
    expect((state.page.replacements as unknown[]).length).toBeGreaterThan(0);
    expect(html).toContain('This product is no longer sold. Try ');
    const soldOut = products.find(
      (product) =>
        product.items.every(
          (item) => item.stock === 'no' || item.stock === 0 || item.stock === '0',
        ) && product.out_of_stock_behavior_value !== 'preorder',
    );
    if (soldOut) {
      const soldOutCard = (list.state.page.products as { id: string; href: string }[]).find(
        (entry) => entry.id === soldOut.id,
      );
      const page = await load(soldOutCard?.href ?? '');
      expect(page.state.page.stock).toBe('sold-out');
      expect(page.html).toContain('Notify me');
    }
  });
});
