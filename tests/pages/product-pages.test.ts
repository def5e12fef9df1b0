import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreComparison } from '../../src/contract/page-data';
import { emulator } from '../checkout-api/support/clients';
import { withEnv } from '../edge/support';
import { expectConsole } from '../setup/console-guard';
import {
  cardsIn,
  decoded,
  entryIds,
  islandPropsIn,
  loadList,
  loadPage,
  loadPageOf,
  stateIn,
} from '../support/page-state';
import { EMBEDDED_CONTENT_AND_SEARCH, onLiveCentra } from '../support/live-centra';
import { catalogueClientFor } from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';
import { soldIn } from '../../src/domain/catalogue';
import { listedEntries } from '../../src/render/views/product-list';
import { marketFor, type Language } from '../../src/domain/markets';

const load = (path: string, status = 200) => loadPage(path, { status });
/** A product link is absolute (the shop's rule); the worker is asked for its path. */
const pathOf = (href: string | undefined) => (href ? new URL(href).pathname : '/missing-link');
/** Where a product page's island asks for other stores' prices, after the page. */
const comparisonHrefIn = (html: string) =>
  islandPropsIn<{ href: string }>(html, 'price-comparison')[0]?.href ?? '/missing-comparison';

/** The single cans a market sells, as the Checkout API answers (what the lists are built from). */
async function singleCans(language: Language = 'en') {
  const catalogue = catalogueClientFor(configFor(env), env, 'http://127.0.0.1:8787');
  const { products } = await catalogue.products(language, {
    categories: ['1'],
    relatedProducts: true,
    limit: 1000,
  });
  return products.filter((product) => soldIn(product, marketFor(language).centraMarket));
}

describe('product lists', () => {
  it.each([
    ['', 'en', /^£\d+\.\d\d$/],
    ['/sv', 'sv', /^\d+,\d\d\u00a0kr$/],
    ['/de', 'de', /^\d+,\d\d\u00a0€$/],
  ] as const)(
    'lists every single can at %s/products, priced in the market’s currency',
    async (prefix, language, currency) => {
      const { html, state, head, page, cards: products } = await loadList(`${prefix}/products`);
      expect(state.language).toBe(language);
      expect(entryIds(page).sort()).toEqual(products.map((card) => card.id).sort());
      // The UK sells no limited editions; the rest of Europe sells all 178 cans.
      expect(products).toHaveLength(language === 'en' ? 169 : 178);
      expect(products).toHaveLength((await singleCans(language)).length);
      expect(products[0]?.price).toMatch(currency);
      expect(
        products.every((product) =>
          product.href.startsWith(`http://127.0.0.1:8787${prefix}/nicotine-pouches/`),
        ),
      ).toBe(true);
      // The first 24 are in the HTML, complete without JavaScript, and first in the list the
      // browser starts from; its state does not send them again (the browser keeps the HTML).
      expect(html.match(/class="product-card"/g)).toHaveLength(24);
      expect(page).not.toHaveProperty('cards');
      const hrefOf = new Map(products.map((card) => [card.id, card.href]));
      expect(
        listedEntries(page)
          .slice(0, 24)
          .map((entry) => hrefOf.get(entry.id)),
      ).toEqual(cardsIn(html).map((card) => card.href));
      expect(head.canonicalUrl).toBe(`http://127.0.0.1:8787${prefix}/products`);
    },
  );

  it('reads filters and sort from the address and renders the result', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ name: 'brand', values: ['Fjordlys'] }]));
    const { html, page, cards } = await loadList(`/products?filters=${filters}&sort=price-asc`);
    const shown = cardsIn(html);
    const fjordlys = (await singleCans()).filter((product) => product.brandName === 'Fjordlys');
    expect(shown).toHaveLength(fjordlys.length);
    expect(shown.every((card) => card.title.startsWith('Fjordlys'))).toBe(true);
    // Sorted by the representative price: the 10-pack's, in the market's pricelist (GBP, 23).
    const tenPackPrice = (title: string) => {
      const product = fjordlys.find((entry) => entry.name === title);
      const tenPack = product?.relatedProducts.find(
        (variant) => variant.bundleInfo?.quantity === 10,
      );
      return tenPack?.prices?.['23']?.priceAsNumber ?? Number.POSITIVE_INFINITY;
    };
    const prices = shown.map((card) => tenPackPrice(card.title));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every(Number.isFinite)).toBe(true);
    // The browser starts from the same state: every product of the list, the shown ones first
    // in the same order, and the address.
    expect(entryIds(page)).toHaveLength(169);
    const titleOf = new Map(cards.map((card) => [card.id, card.title]));
    expect(listedEntries(page).map((entry) => titleOf.get(entry.id))).toEqual(
      shown.map((card) => card.title),
    );
    expect(new URLSearchParams(page.address).get('sort')).toBe('price-asc');
    expect(html).toMatch(/<a href="[^"]+" aria-current="page"[^>]*>Fjordlys/);
    // The filter and sort dialogs join the page when first opened: closed, they show nothing.
    expect(html).toContain('<div class="list-tools"><button type="button">Filter</button>');
    expect(html).not.toContain('<dialog');
  });

  it('lists the brands as links that narrow the list, keeping the sort', async () => {
    const { html } = await load('/sv/products?sort=newest');
    const nav = /<nav aria-label="Varumärken i listan"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const links = [...nav.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((match) => ({
      href: match[1]?.replaceAll('&amp;', '&') ?? '',
      text: match[2]?.replace(/<[^>]+>/g, '') ?? '',
    }));
    // 'All brands' first (the current page), then all 18 brands with their counts.
    expect(links).toHaveLength(19);
    expect(links[0]).toEqual({ href: '/sv/products?sort=newest', text: 'Alla varumärken' });
    const fjordlys = links.find((link) => link.text.startsWith('Fjordlys'));
    expect(fjordlys?.text).toMatch(/^Fjordlys \(\d+\)$/);
    const target = new URL(fjordlys?.href ?? '', 'http://127.0.0.1:8787');
    expect(target.pathname).toBe('/sv/products');
    expect(target.searchParams.get('sort')).toBe('newest');
    expect(JSON.parse(target.searchParams.get('filters') ?? '')).toEqual([
      { name: 'brand', values: ['Fjordlys'] },
    ]);
    const narrowed = await load(`${target.pathname}${target.search}`);
    expect(cardsIn(narrowed.html).length).toBe(Number(/\((\d+)\)/.exec(fjordlys?.text ?? '')?.[1]));
    expect(narrowed.html).toMatch(/<a href="[^"]+" aria-current="page"[^>]*>Fjordlys/);
  });

  it('answers with every card of its list as JSON, from the page cache like the list', async () => {
    const { page, cards, response } = await loadList('/sv/products?q=espreso');
    expect(page.cardsHref).toBe('/sv/products?q=espreso&cards=');
    expect(cards.map((card) => card.id).sort()).toEqual(entryIds(page).sort());
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => /espresso/i.test(card.title))).toBe(true);
    expect(cards.every((card) => /kr$/.test(card.price ?? ''))).toBe(true);
    // Only the list's display facts: what it filters by is already in the page.
    expect(cards[0]).not.toHaveProperty('listing');
    expect(response.headers.get('X-Page-Cache')).toBe('MISS');
    const again = await exports.default.fetch(`http://127.0.0.1:8787${page.cardsHref}`);
    expect(again.headers.get('X-Page-Cache')).toBe('HIT');
    expect(((await again.json()) as { cards: unknown[] }).cards).toHaveLength(cards.length);
  });

  it('lists a category by its Centra URI, and searches', async () => {
    const strong = await loadPageOf('/nicotine-pouches/strong', 'product-list');
    expect(strong.page.heading).toBe('Strong');
    const search = await loadPageOf('/products?q=espreso', 'product-list');
    const found = cardsIn(search.html);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => /espresso/i.test(product.title))).toBe(true);
    // A search keeps the index's relevance order until the shopper picks a sort.
    expect(search.page.defaultSort).toBe('relevance');
    await load('/no-such-category', 404);
  });
});

describe('the product page', () => {
  // A test that stands in for a price feed gets the network back after it, pass or fail.
  afterEach(() => vi.restoreAllMocks());

  it('shows facts, the bundle chooser with savings, price and JSON-LD', async () => {
    const list = await loadPageOf('/products', 'product-list');
    const first = cardsIn(list.html)[0];
    const { html, state } = await load(pathOf(first?.href));
    expect(state.page.kind).toBe('product');
    expect(decoded(/<h1>(.*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(first?.title);
    const facts = /<dl class="facts">(.*?)<\/dl>/s.exec(html)?.[1] ?? '';
    expect([...facts.matchAll(/<dt>(.*?)<\/dt>/g)].map((match) => match[1])).toEqual(
      expect.arrayContaining([
        'Brand',
        'Strength',
        'Nicotine per pouch',
        'Nicotine per can',
        'Flavour',
        'Format',
      ]),
    );
    const [buyBox] = islandPropsIn<{ bundles: { quantity: number; savingPercent: number }[] }>(
      html,
      'product-buy',
    );
    const bundles = buyBox?.bundles ?? [];
    expect(bundles.length).toBeGreaterThan(1);
    expect(bundles.map((bundle) => bundle.quantity)).toContain(10);
    expect(bundles.find((bundle) => bundle.quantity === 10)?.savingPercent).toBeGreaterThan(5);
    expect(html).toContain('<script type="application/ld+json"');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('Add to cart');
    // Other stores' prices come after the page, from the address it names: the embedded
    // shop has no feed, so its stand-in's example stores answer, marked as examples, priced
    // around ours in the market's currency.
    const response = await exports.default.fetch(`http://127.0.0.1:8787${comparisonHrefIn(html)}`);
    expect(response.status).toBe(200);
    const comparison = (await response.json()) as StoreComparison;
    expect(comparison.example).toBe(true);
    expect(comparison.stores).toHaveLength(3);
    // Our own price, as the page's offer markup states it.
    const ours = Number(/"@type":"Offer"[^}]*?"price":"([\d.]+)"/.exec(html)?.[1]);
    expect(ours).toBeGreaterThan(0);
    for (const entry of comparison.stores) {
      expect(entry.price).toMatch(/^£\d+\.\d\d$/);
      expect(Math.abs(Number(entry.price.slice(1)) / ours - 1)).toBeLessThan(0.15);
    }
  });

  it('shows no comparison on a production shop without a price feed, and invents none', async () => {
    const live = onLiveCentra({ ENVIRONMENT: 'production', ...EMBEDDED_CONTENT_AND_SEARCH });
    const [can] = await singleCans();
    const page = await live.get(`/${can!.categoryUri}/${can!.uri}?q=no-feed`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(stateIn(html).page.kind).toBe('product');
    expect(islandPropsIn(html, 'price-comparison')).toEqual([]);
    // Asked all the same (an old page, a guess), it has nothing to compare with.
    const asked = await live.get(`/api/price-comparison/${can!.id}`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ stores: [], example: false });
    expect(live.calledElsewhere()).toEqual([]);
  });

  it('shows a configured feed’s stores as they are, not as examples', async () => {
    const live = onLiveCentra({
      ENVIRONMENT: 'production',
      ...EMBEDDED_CONTENT_AND_SEARCH,
      PRICE_COMPARISON_URL: 'https://prices.example/feed',
    });
    live.answer('https://prices.example/', (url) =>
      Response.json([
        { store: `Feed store for ${url.searchParams.get('sku')}`, price: 41.5 },
        { store: 'Another feed store', price: 39, url: 'https://another.example/can' },
      ]),
    );
    const [can] = await singleCans('sv');
    const page = await live.get(`/sv/${can!.categoryUri}/${can!.uri}?q=feed`);
    const comparison = await live.get(comparisonHrefIn(await page.text()));
    expect(await comparison.json()).toEqual({
      stores: [
        { store: `Feed store for ${can!.sku}`, price: '41,50\u00a0kr' },
        { store: 'Another feed store', price: '39,00\u00a0kr', url: 'https://another.example/can' },
      ],
      example: false,
    });
  });

  it('asks a configured price feed after the page, and shows the page when the feed hangs', async () => {
    expectConsole('warn', /price comparison unavailable/);
    const requested: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://prices.example/')) throw new Error(`unexpected call to ${url}`);
      requested.push(url);
      // A feed that never answers: only the caller's deadline ends the wait.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    });
    const hanging = withEnv({ PRICE_COMPARISON_URL: 'https://prices.example/feed' });
    const [can] = await singleCans('sv');
    const started = Date.now();
    const productPage = await hanging(`/sv/${can!.categoryUri}/${can!.uri}?q=hanging-feed`);
    expect(productPage.status).toBe(200);
    expect(requested).toEqual([]);
    const comparison = await hanging(comparisonHrefIn(await productPage.text()));
    expect(comparison.status).toBe(200);
    expect(((await comparison.json()) as StoreComparison).stores).toEqual([]);
    expect(requested).toHaveLength(1);
    expect(new URL(requested[0]!).searchParams.get('currency')).toBe('SEK');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers a bad or unknown product id with a 4xx', async () => {
    expect(
      (await exports.default.fetch('http://127.0.0.1:8787/api/price-comparison/x1')).status,
    ).toBe(400);
    const unknown = await exports.default.fetch(
      'http://127.0.0.1:8787/api/price-comparison/999999',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('No product 999999');
  });
});

describe('the product page’s notices', () => {
  it('points from a discontinued product to its replacement, and offers a stock sign-up when sold out', async () => {
    const products = await singleCans();
    const replaced = products.find((product) =>
      product.relatedProducts.some((related) => related.relation === 'replacement'),
    );
    expect(replaced).toBeDefined();
    const list = await loadList('/products');
    const card = list.cards.find((entry) => entry.id === replaced?.id);
    const { html } = await load(pathOf(card?.href));
    expect(html).toMatch(
      /<p class="notice" role="note"><a href="http:\/\/127\.0\.0\.1:8787\/[^"]+">This product is no longer sold\. Try /,
    );
    const soldOut = products.find(
      (product) =>
        product.items.every(
          (item) => item.stock === 'no' || item.stock === 0 || item.stock === '0',
        ) && product.out_of_stock_behavior_value !== 'preorder',
    );
    if (soldOut) {
      const soldOutCard = list.cards.find((entry) => entry.id === soldOut.id);
      const soldOutPage = await load(pathOf(soldOutCard?.href));
      expect(soldOutPage.html).toContain('<p class="stock" data-stock="sold-out">');
      expect(soldOutPage.html).toContain('Notify me');
    }
  });
});

describe('a sold-out product that can be preordered', () => {
  it('says so on its card, which adds it as a preorder', async () => {
    // A market whose list no earlier test read: its cards are built from the stock set here.
    const products = await singleCans('et');
    const product = products.find((entry) => entry.out_of_stock_behavior_value === 'preorder');
    expect(product, 'the seed has a product to preorder when sold out').toBeDefined();
    const items = product?.items ?? [];
    const stock = await Promise.all(items.map((item) => emulator.stock(item.item)));
    try {
      for (const item of items) await emulator.setStock(item.item, 0);
      // Searched by its name: the first page of the list shows it whatever its place.
      const query = new URLSearchParams({ q: product?.name ?? '' });
      const { html, cards } = await loadList(`/et/products?${query}`);
      const card = cards.find((entry) => entry.id === product?.id);
      expect(card).toMatchObject({ available: true, preorder: true });
      const name = (card?.title ?? '').replaceAll('&', '&amp;');
      expect(html).toMatch(
        new RegExp(`<button[^>]*aria-label="Telli ette: ${name}"[^>]*>Telli ette</button>`),
      );
    } finally {
      await Promise.all(
        items.map((item, index) => emulator.setStock(item.item, stock[index] ?? 0)),
      );
    }
  });
});

describe("a product's tags", () => {
  it('show as badges in the market’s language, on its card and on its page', async () => {
    const products = await singleCans('pl');
    const tagged = products.find((product) => product.tags.includes('limited-edition'));
    expect(tagged, 'the seed has a limited edition sold in Poland').toBeDefined();
    const query = new URLSearchParams({ q: tagged?.name ?? '' });
    const list = await loadList(`/pl/products?${query}`);
    const card = list.cards.find((entry) => entry.id === tagged?.id);
    expect(card?.tags).toContain('limited-edition');
    const badge = '<li class="badge" data-tag="limited-edition">Edycja limitowana</li>';
    expect(list.html).toContain(badge);
    const product = await load(new URL(card?.href ?? '').pathname);
    expect(product.html).toContain(badge);
  });
});

describe('product images', () => {
  /** The attributes of each `<img>` in a stretch of HTML, as a browser reads them: names in lower case. */
  const imagesIn = (html: string) =>
    [...html.matchAll(/<img ([^>]*)>/g)].map((match) =>
      Object.fromEntries(
        [...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((attribute) => [
          attribute[1]?.toLowerCase(),
          decoded(attribute[2] ?? ''),
        ]),
      ),
    );
  const asset = (url: string) =>
    env.ASSETS.fetch(new URL(new URL(url).pathname, 'https://assets.local'));

  it('offer a card its thumbnail for a phone’s width, and the product page its full size', async () => {
    const { html } = await loadPageOf('/products', 'product-list');
    const cards = imagesIn(html.slice(html.indexOf('class="product-grid"')));
    expect(cards).toHaveLength(24);
    const [first] = cards;
    const standard = first?.src ?? '';
    const [thumb, thumbWidth, full, fullWidth] = (first?.srcset ?? '').split(/,? /);
    expect(standard).toMatch(/^http:\/\/127\.0\.0\.1:8787\/media\/products\/[\w-]+\.webp$/);
    expect(thumb).toBe(standard.replace('/media/products/', '/media/products/thumb/'));
    expect([thumbWidth, full, fullWidth]).toEqual(['360w', standard, '600w']);
    // A card is half a phone's width: the browser picks the thumbnail before layout.
    expect(first?.sizes).toContain('50vw');
    // The first row is the page's largest paint: fetched at once; the rest when scrolled near.
    expect(cards.map((card) => card.loading)).toEqual([
      'eager',
      'eager',
      ...Array<string>(22).fill('lazy'),
    ]);
    // ...and asked for in the head, before the browser has read down to the cards.
    const preloads = [...html.slice(0, html.indexOf('</head>')).matchAll(/<link ([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((link) => link.includes('as="image"'));
    expect(preloads).toHaveLength(2);
    expect(decoded(preloads[0] ?? '')).toContain(`imageSrcSet="${first?.srcset}"`);
    expect(preloads[0]).toContain('fetchPriority="high"');
    const [thumbFile, fullFile] = await Promise.all([asset(thumb ?? ''), asset(standard)]);
    expect([thumbFile.status, fullFile.status]).toEqual([200, 200]);
    expect(thumbFile.headers.get('Content-Type')).toBe('image/webp');
    const bytes = async (file: Response) => (await file.arrayBuffer()).byteLength;
    expect(await bytes(thumbFile)).toBeLessThan((await bytes(fullFile)) * 0.7);

    const product = await load(pathOf(cardsIn(html)[0]?.href));
    const [shown] = imagesIn(product.html.slice(product.html.indexOf('<main')));
    expect(shown).toMatchObject({ src: standard, srcset: first?.srcset, loading: 'eager' });
    // Shown across a phone's screen: without sizes, the browser takes the standard image.
    expect(shown).not.toHaveProperty('sizes');
  });
});
