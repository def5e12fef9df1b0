import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { catalogueClientFor } from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';
import { soldIn } from '../../src/domain/catalogue';
import { marketFor } from '../../src/domain/markets';
import { emulator } from '../checkout-api/support/clients';
import { cardsIn, decoded, loadPage } from '../support/page-state';

type Node = Record<string, unknown> & { '@type': string };

/** The page's schema.org graph, parsed as a search engine reads it. */
function graphOf(html: string): Node[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)];
  expect(scripts.length, 'one JSON-LD script').toBeLessThanOrEqual(1);
  if (scripts.length === 0) return [];
  const data = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

const nodeOf = (html: string, type: string) => graphOf(html).find((node) => node['@type'] === type);

/** The content of `<meta property|name="…">` tags, every value of each. */
function metaOf(html: string): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g))
    (tags[match[1]!] ??= []).push(match[2]!.replaceAll('&amp;', '&'));
  return tags;
}

async function aProductPath(language: 'en' | 'de') {
  const { html } = await loadPage(`${language === 'en' ? '' : '/de'}/products`);
  return new URL(cardsIn(html)[0]!.href).pathname;
}

describe('link previews (Open Graph and Twitter)', () => {
  it.each([
    ['the home page', '/de', 'website'],
    ['a product list', '/de/products', 'website'],
    ['the blog', '/de/blog', 'website'],
    ['the FAQ', '/de/faq', 'website'],
    ['a brand landing', '/de/brands', 'website'],
    ['a brand', '/de/brands/fjordlys', 'website'],
    ['a legal page', '/de/agb', 'website'],
    ['the newsletter page', '/de/newsletter', 'website'],
  ])('%s has a title, text, address, locale and a sized picture', async (_name, path, type) => {
    const { html, head } = await loadPage(path);
    const meta = metaOf(html);
    expect(meta['og:type']).toEqual([type]);
    expect(meta['og:title']).toEqual([head.title]);
    expect(meta['og:description']?.[0]).toBeTruthy();
    expect(meta['og:url']).toEqual([head.canonicalUrl]);
    expect(meta['og:site_name']).toEqual(['Pouch Atlas']);
    expect(meta['og:locale']).toEqual(['de_DE']);
    expect(meta['og:locale:alternate']).toEqual(expect.arrayContaining(['en_GB', 'sv_SE']));
    expect(meta['og:image']?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:8787\//);
    expect(Number(meta['og:image:width']?.[0])).toBeGreaterThan(0);
    expect(Number(meta['og:image:height']?.[0])).toBeGreaterThan(0);
    expect(meta['og:image:alt']?.[0]).toBeTruthy();
    expect(meta['twitter:card']).toEqual(['summary_large_image']);
    expect(meta['twitter:image']).toEqual(meta['og:image']);
  });

  it('gives a product its picture and its price in the market’s currency', async () => {
    const { html } = await loadPage(await aProductPath('de'));
    const meta = metaOf(html);
    expect(meta['og:type']).toEqual(['product']);
    expect(meta['product:price:currency']).toEqual(['EUR']);
    expect(meta['product:price:amount']?.[0]).toMatch(/^\d+\.\d\d$/);
    expect(meta['og:image']?.[0]).toContain('/media/products/');
  });

  it('shares a post as an article with its date, and names its translations as alternate locales', async () => {
    const { html, head } = await loadPage('/de/blog/was-sind-nikotinbeutel');
    const meta = metaOf(html);
    expect(meta['og:type']).toEqual(['article']);
    expect(meta['article:published_time']?.[0]).toMatch(/^\d{4}-\d\d-\d\dT/);
    const translated = head.alternates
      .filter((link) => link.hreflang !== 'x-default' && link.hreflang !== 'de-DE')
      .map((link) => link.hreflang.replace('-', '_'))
      .map((code) => (code === 'en' ? 'en_GB' : code));
    expect(meta['og:locale:alternate']?.sort()).toEqual(translated.sort());
  });
});

describe('structured data (JSON-LD)', () => {
  it('names the shop and its product search on the home page', async () => {
    const { html } = await loadPage('/de');
    const organization = nodeOf(html, 'Organization');
    expect(organization).toMatchObject({ name: 'Pouch Atlas', url: 'http://127.0.0.1:8787/de' });
    expect(organization?.logo).toMatch(/^http:\/\/127\.0\.0\.1:8787\/favicon\.svg$/);
    expect(nodeOf(html, 'WebSite')).toMatchObject({
      url: 'http://127.0.0.1:8787/de',
      inLanguage: 'de',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'http://127.0.0.1:8787/de/products?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('offers a product in the market’s currency with its availability and its breadcrumbs', async () => {
    const path = await aProductPath('de');
    const { html, head } = await loadPage(path);
    const product = nodeOf(html, 'Product');
    expect(product).toMatchObject({ url: head.canonicalUrl, name: expect.any(String) });
    expect(product?.image).toMatch(/^http:\/\/127\.0\.0\.1:8787\/media\//);
    expect(product?.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: expect.stringMatching(/^\d+\.\d\d$/),
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/),
    });
    const crumbs = nodeOf(html, 'BreadcrumbList')?.itemListElement as Node[];
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
    expect(crumbs[0]).toMatchObject({ item: 'http://127.0.0.1:8787/de' });
    expect(crumbs.at(-1)).toMatchObject({ name: product?.name, item: head.canonicalUrl });
  });

  it('marks a sold-out product that can be preordered as PreOrder', async () => {
    const catalogue = catalogueClientFor(configFor(env), env, 'http://127.0.0.1:8787');
    const { products } = await catalogue.products('lv', {
      categories: ['1'],
      relatedProducts: true,
      limit: 1000,
    });
    const product = products.find(
      (entry) =>
        entry.out_of_stock_behavior_value === 'preorder' &&
        soldIn(entry, marketFor('lv').centraMarket),
    )!;
    const stock = await Promise.all(product.items.map((item) => emulator.stock(item.item)));
    try {
      for (const item of product.items) await emulator.setStock(item.item, 0);
      const { html } = await loadPage(`/lv/${product.categoryUri}/${product.uri}`);
      expect((nodeOf(html, 'Product')?.offers as Node).availability).toBe(
        'https://schema.org/PreOrder',
      );
    } finally {
      await Promise.all(
        product.items.map((item, index) => emulator.setStock(item.item, stock[index] ?? 0)),
      );
    }
  });

  it('marks a post as a BlogPosting with its author, dates, picture and the way back to the blog', async () => {
    const { html, head } = await loadPage('/de/blog/was-sind-nikotinbeutel');
    const post = nodeOf(html, 'BlogPosting');
    expect(post).toMatchObject({
      url: head.canonicalUrl,
      mainEntityOfPage: head.canonicalUrl,
      inLanguage: 'de',
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-/),
      dateModified: expect.stringMatching(/^\d{4}-/),
      author: { '@type': 'Person', name: expect.any(String) },
      publisher: { '@type': 'Organization', name: 'Pouch Atlas' },
    });
    expect(post?.image).toMatch(/^http:\/\/127\.0\.0\.1:8787\/media\//);
    const crumbs = nodeOf(html, 'BreadcrumbList')?.itemListElement as Node[];
    expect(crumbs).toHaveLength(2);
    expect(crumbs[0]).toMatchObject({ item: 'http://127.0.0.1:8787/de/blog' });
  });

  it('marks the FAQ as questions with their answers', async () => {
    const { html } = await loadPage('/de/faq');
    const faq = nodeOf(html, 'FAQPage');
    // The questions and answers the page shows, in the same order.
    const entries = [...html.matchAll(/<details><summary>(.*?)<\/summary>(.*?)<\/details>/gs)].map(
      ([, question, answer]) => ({
        question: decoded(question!),
        answer: [...answer!.matchAll(/<p>(.*?)<\/p>/gs)].map((p) => decoded(p[1]!)).join('\n\n'),
      }),
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(faq?.mainEntity).toHaveLength(entries.length);
    expect((faq?.mainEntity as Node[])[0]).toMatchObject({
      '@type': 'Question',
      name: entries[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: entries[0]!.answer },
    });
  });

  it('gives a brand its breadcrumbs, and pages without any none', async () => {
    const brand = await loadPage('/de/brands/fjordlys');
    const crumbs = nodeOf(brand.html, 'BreadcrumbList')?.itemListElement as Node[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      'http://127.0.0.1:8787/de/brands',
      'http://127.0.0.1:8787/de/brands/fjordlys',
    ]);
    expect(graphOf((await loadPage('/de/agb')).html)).toEqual([]);
  });
});
