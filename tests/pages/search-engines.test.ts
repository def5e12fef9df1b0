import { env, exports } from 'cloudflare:workers';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { headIn, loadPage } from '../support/page-state';
import { recordPurge } from '../../src/adapters/cache/purges';
import { clearKv, getSettled } from '../edge/support';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?:
    { '@hreflang': string; '@href': string }[] | { '@hreflang': string; '@href': string };
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Fetches an XML document, checks it is well-formed XML and parses it. */
async function xml(url: string) {
  const response = await exports.default.fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('Content-Type')).toContain('application/xml');
  const text = await response.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  return { response, document: parser.parse(text) as Record<string, Record<string, unknown>> };
}

async function sitemapIndex(origin: string) {
  const { document } = await xml(`${origin}/sitemap.xml`);
  const index = document.sitemapindex!;
  expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return asList(index.sitemap as { loc: string } | { loc: string }[]).map((entry) => entry.loc);
}

async function urlsOf(url: string): Promise<SitemapEntry[]> {
  const { document } = await xml(url);
  const set = document.urlset!;
  expect(set['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(set['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return asList(set.url as SitemapEntry | SitemapEntry[]);
}

const alternates = (entry: SitemapEntry) =>
  Object.fromEntries(asList(entry['xhtml:link']).map((link) => [link['@hreflang'], link['@href']]));

describe('robots.txt of each market domain', () => {
  it('keeps crawlers out of the shopper pages and searches of every language the domain serves, and names its sitemap', async () => {
    const response = await exports.default.fetch('http://localhost:8787/robots.txt');
    expect(response.status).toBe(200);
    const robots = await response.text();
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    // localhost emulates the default domain: English, and Finnish below /fi.
    for (const path of ['/checkout', '/receipt', '/account', '/password-reset'])
      expect(disallowed).toEqual(expect.arrayContaining([path, `/fi${path}`]));
    expect(disallowed).toEqual(expect.arrayContaining(['/api', '/_local', '/studio', '/*?q=']));
    expect(disallowed).not.toContain('/de/checkout');
    expect(robots).not.toMatch(/Disallow: \/sitemap/);
    expect(robots).toContain('Sitemap: http://localhost:8787/sitemap.xml');
  });

  it('speaks for a country domain in its own language only', async () => {
    const robots = await (
      await exports.default.fetch('http://de.localhost:8787/robots.txt')
    ).text();
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).not.toContain('/fi/');
    expect(robots).toContain('Sitemap: http://de.localhost:8787/sitemap.xml');
  });
});

describe('sitemaps', () => {
  it('index the sitemaps of each language a domain serves, one per kind of page', async () => {
    expect(await sitemapIndex('http://de.localhost:8787')).toEqual(
      ['pages', 'products', 'categories', 'landings', 'blog'].map(
        (type) => `http://de.localhost:8787/sitemaps/${type}.xml`,
      ),
    );
    const defaultDomain = await sitemapIndex('http://localhost:8787');
    expect(defaultDomain).toContain('http://localhost:8787/sitemaps/products.xml');
    expect(defaultDomain).toContain('http://localhost:8787/fi/sitemaps/products.xml');
    expect(defaultDomain).toHaveLength(10);
  });

  it('list the products a market sells, each with the alternates of the markets that sell it and a lastmod', async () => {
    const products = await urlsOf('http://localhost:8787/sitemaps/products.xml');
    expect(products.length).toBeGreaterThan(20);
    for (const entry of products) {
      expect(entry.loc).toMatch(/^http:\/\/localhost:8787\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(alternates(entry)['x-default']).toBe(entry.loc);
    }
    // The product page says the same in its hreflang links.
    const [first] = products;
    const head = headIn(await (await exports.default.fetch(first!.loc)).text());
    expect(Object.fromEntries(head.alternates.map((link) => [link.hreflang, link.href]))).toEqual(
      alternates(first!),
    );
  }, 60_000);

  it('list a post with the translations it has, and legal pages in every language', async () => {
    const blog = await urlsOf('http://de.localhost:8787/sitemaps/blog.xml');
    const post = blog.find(
      (entry) => Object.keys(alternates(entry)).length > 1 && entry.loc.includes('/blog/'),
    );
    expect(post, 'a German post with translations').toBeDefined();
    const { head } = await loadPage(`/de${new URL(post!.loc).pathname}`);
    expect(Object.keys(alternates(post!)).sort()).toEqual(
      head.alternates.map((link) => link.hreflang).sort(),
    );

    const pages = await urlsOf('http://de.localhost:8787/sitemaps/pages.xml');
    const locs = pages.map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://de.localhost:8787/',
        'http://de.localhost:8787/products',
        'http://de.localhost:8787/faq',
        'http://de.localhost:8787/agb',
        'http://de.localhost:8787/datenschutz',
        'http://de.localhost:8787/impressum',
      ]),
    );
    const terms = pages.find((entry) => entry.loc.endsWith('/agb'))!;
    expect(Object.keys(alternates(terms))).toHaveLength(19);
    expect(alternates(terms)['sv-SE']).toBe('http://se.localhost:8787/kopvillkor');
    expect(terms.lastmod).toBe('2026-11-01T00:00:00Z');
  });

  it('list categories and landings on their own, and no shopper page anywhere', async () => {
    const origin = 'http://localhost:8787';
    const all: SitemapEntry[] = [];
    for (const type of ['pages', 'products', 'categories', 'landings', 'blog'])
      all.push(...(await urlsOf(`${origin}/fi/sitemaps/${type}.xml`)));
    expect(all.every((entry) => entry.loc.startsWith(`${origin}/fi`))).toBe(true);
    expect(all.some((entry) => /\/(checkout|account|receipt|password-reset)/.test(entry.loc))).toBe(
      false,
    );
    expect((await urlsOf(`${origin}/fi/sitemaps/categories.xml`)).length).toBeGreaterThan(0);
    expect((await urlsOf(`${origin}/fi/sitemaps/landings.xml`)).length).toBeGreaterThan(0);
    expect((await exports.default.fetch(`${origin}/sitemaps/nope.xml`)).status).toBe(404);
  }, 60_000);

  it('are cached with the pages and made again after a content purge', async () => {
    await clearKv();
    const first = await getSettled('/sitemaps/pages.xml');
    expect(first.headers.get('X-Page-Cache')).toBe('MISS');
    expect((await getSettled('/sitemaps/pages.xml')).headers.get('X-Page-Cache')).toBe('HIT');
    await recordPurge(env.DB, 'content', 'all');
    expect((await getSettled('/sitemaps/pages.xml')).headers.get('X-Page-Cache')).toBe('MISS');
    await recordPurge(env.DB, 'catalogue', 'all');
    expect((await getSettled('/sitemaps/pages.xml')).headers.get('X-Page-Cache')).toBe('MISS');
    // Every language's pages sitemap rendered three times, the first from a cold cache.
  }, 60_000);
});

describe('sitemaps asked for by any name', () => {
  it('are 404 for every name that is no sitemap, never an error', async () => {
    for (const file of [
      'nope.xml',
      'products',
      'PRODUCTS.xml',
      'products.xml.gz',
      '%00.xml',
      'constructor.xml',
      'x'.repeat(500),
    ])
      expect(
        (await exports.default.fetch(`http://localhost:8787/sitemaps/${file}`)).status,
        file,
      ).toBe(404);
  });
});

describe('pages kept out of search indexes', () => {
  it('say noindex on a shopper page and on search results, not on the shop', async () => {
    const robotsMeta = '<meta name="robots" content="noindex"/>';
    for (const path of ['/checkout', '/account', '/receipt', '/password-reset', '/products?q=mint'])
      expect((await loadPage(path)).html, path).toContain(robotsMeta);
    for (const path of ['/', '/products', '/faq'])
      expect((await loadPage(path)).html, path).not.toContain(robotsMeta);
  });
});

describe('legal pages', () => {
  it('are linked from every page footer and from the checkout terms, in the market language', async () => {
    const { html, state } = await loadPage('/de');
    expect(state.layout.legalLinks.map((link) => link.kind).sort()).toEqual([
      'cookies',
      'imprint',
      'privacy',
      'shipping-returns',
      'terms',
    ]);
    expect(html).toContain('href="/de/agb"');
    const legal = await loadPage('/de/agb');
    expect(legal.state.page.kind).toBe('legal');
    expect(legal.html).toContain('Widerrufsrecht');
    expect(legal.head.alternates).toHaveLength(19);
  });
});
