import { describe, expect, it } from 'vitest';
import { decoded, loadPage, postsIn } from '../support/page-state';

const load = (path: string, status = 200) => loadPage(path, { status });

const h1In = (html: string) => decoded(/<h1>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');

/** The product blocks of a page's content, as shown: how each is laid out, its cards and link. */
const productBlocksIn = (html: string) =>
  [
    ...html.matchAll(
      /<section class="content-products content-products-([a-z]+)"[^>]*>(.*?)<\/section>/gs,
    ),
  ].map(([, display, block]) => ({
    display,
    products: [...block!.matchAll(/<article class="product-card">(.*?)<\/article>/gs)].map(
      ([, card]) => {
        const [, href, title, price] =
          /<h3><a href="([^"]+)">(.*?)<\/a><\/h3><p class="price">(.*?)(?:<|$)/s.exec(card!) ?? [];
        const button = /<button type="button" class="card-add"([^>]*)>/.exec(card!)?.[1];
        return {
          href,
          title: decoded(title ?? ''),
          price: decoded(price ?? ''),
          adds:
            button === undefined
              ? undefined
              : {
                  id: /data-card-add="([^"]+)"/.exec(button)?.[1],
                  url: /data-product-url="([^"]+)"/.exec(button)?.[1],
                },
        };
      },
    ),
    cta: /<a class="button" href="([^"]+)">/.exec(block!)?.[1],
  }));

describe('content pages in three locales', () => {
  it.each([
    ['en', '', 'Tobacco-free nicotine pouches for adults'],
    ['sv', '/sv', undefined],
    ['de', '/de', undefined],
  ])(
    'home (%s): cards from the studio, localized navigation, canonical and hreflang',
    async (language, prefix, heading) => {
      const { html, state, head } = await load(`${prefix}/`);
      expect(state.language).toBe(language);
      // One of each kind of card the studio offers: heading, slideshow, featured and top
      // brands, featured posts, FAQ and text.
      for (const card of [
        '<header class="card-heading">',
        'data-island="slideshow"',
        '<ul class="brand-grid">',
        '<ul class="top-brands">',
        '<ul class="post-cards">',
        '<details>',
        '<section class="text-card">',
      ])
        expect(html).toContain(card);
      if (heading) expect(html).toContain(`<h1>${heading}</h1>`);
      const navigation = [
        ...(/<nav[^>]*class="main-nav">(.*?)<\/nav>/s.exec(html)?.[1] ?? '').matchAll(
          /<a href="([^"]+)">/g,
        ),
      ].map(([, href]) => href!);
      expect(navigation.length).toBeGreaterThan(0);
      expect(navigation.every((href) => href.startsWith(`${prefix}/`))).toBe(true);
      expect(head.canonicalUrl).toBe(`http://127.0.0.1:8787${prefix || '/'}`);
      expect(head.alternates.some((link) => link.hreflang === 'x-default')).toBe(true);
      expect(html).toContain('role="dialog" aria-modal="true" aria-labelledby="age-gate-title"');
    },
  );

  it.each([
    ['', 'en'],
    ['/sv', 'sv'],
    ['/fi', 'fi'],
  ])(
    'blog listing %s: 12 posts of the language per page, newest first',
    async (prefix, language) => {
      const { html, state, head } = await load(`${prefix}/blog`);
      expect(state.language).toBe(language);
      const posts = postsIn(html);
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.length).toBeLessThanOrEqual(12);
      expect(posts.every((post) => post.href.startsWith(`${prefix}/blog/`))).toBe(true);
      expect(head.canonicalUrl).toBe(`http://127.0.0.1:8787${prefix}/blog`);
    },
  );

  it('pages the English blog with ?page=N and refuses pages that do not exist', async () => {
    const third = await load('/blog?page=3');
    const pagination = /<nav aria-label="Pages" class="pagination">(.*?)<\/nav>/s.exec(
      third.html,
    )?.[1];
    expect(pagination).toContain('<a href="/blog?page=2" rel="prev">');
    expect(pagination).toContain('<a href="/blog?page=4" rel="next">');
    expect(pagination).toMatch(/<a href="\/blog\?page=3" aria-current="page"[^>]*>3<\/a>/);
    expect(pagination?.match(/<li>/g)).toHaveLength(4);
    expect(third.head.canonicalUrl).toBe('http://127.0.0.1:8787/blog?page=3');
    expect(third.head.title).toContain('(3/4)');
    await load('/blog?page=5', 404);
    await load('/blog?page=zero', 404);
  });

  it('renders a post with every style, mark and block, and its author and tags', async () => {
    const { html, state } = await load('/blog/reading-a-can-label');
    expect(state.page.kind).toBe('blog-post');
    for (const tag of ['<h2>', '<h5>', '<h6>', '<strong>', '<em>']) expect(html).toContain(tag);
    expect(html).toMatch(/By [A-Z][a-z]+ [A-Z][a-z]+/);
    // Dated as the UK writes dates, day first.
    expect(html).toMatch(/<time dateTime="[^"]+">\d{1,2} [A-Z][a-z]+ 20\d\d<\/time>/);
    const swedish = await load('/sv/blog/vad-ar-nikotinpasar');
    expect(swedish.state.language).toBe('sv');
    expect(swedish.html).toContain('<blockquote>');
    expect(swedish.html).toMatch(/<time dateTime="[^"]+">\d{1,2} [a-zåäö]+ 20\d\d<\/time>/);
  });

  it('lists a category, a tag and an author', async () => {
    const category = await load('/blog/category/guides');
    expect(h1In(category.html)).toBe('Guides');
    const tag = await load('/blog/tag/mint');
    expect(postsIn(tag.html).length).toBeGreaterThan(0);
    const author = await load('/blog/author/anna-lindqvist');
    expect(h1In(author.html)).toBe('Anna Lindqvist');
    await load('/blog/category/no-such-category', 404);
  });

  it.each([
    ['', 'en', 'Frequently asked questions | Pouch Atlas'],
    ['/sv', 'sv', 'Vanliga frågor | Pouch Atlas'],
    ['/de', 'de', 'Häufige Fragen | Pouch Atlas'],
  ])('FAQ %s: every entry, grouped by topic', async (prefix, language, title) => {
    const { html, state, head } = await load(`${prefix}/faq`);
    expect(state.language).toBe(language);
    expect(html.match(/<details>/g)).toHaveLength(16);
    expect(head.title).toBe(title);
  });

  it('serves the newsletter page with its form', async () => {
    const { html } = await load('/newsletter');
    expect(html).toMatch(
      /I accept the <a href="\/terms-and-conditions"[^>]*>terms<\/a> and the <a href="\/privacy-policy"[^>]*>privacy policy<\/a> and want to receive the newsletter/,
    );
  });
});

describe('products inside content', () => {
  it('fills the home page’s product listing and product-search cards', async () => {
    const { html } = await load('/sv/');
    const blocks = productBlocksIn(html);
    const listing = blocks.find((block) => block.display === 'grid' && block.cta);
    expect(listing?.products).toHaveLength(8);
    expect(listing?.cta).toBe('/sv/nicotine-pouches');
    const slideshow = blocks.find((block) => block.display === 'slideshow');
    expect(slideshow?.products.length).toBeGreaterThan(1);
    expect(html).toContain('class="product-row"');
    const singular = blocks.find((block) => block.display === 'singular');
    expect(singular?.products).toHaveLength(1);
    expect(singular?.products[0]?.title).toMatch(/Espresso/);
    expect(singular?.products[0]?.price).toMatch(/^\d+,\d\d\u00a0kr$/);
    // The cards are server HTML, no island each: a button names the product it adds and the
    // page it is sold on, for the page's one listener.
    expect(html).not.toContain('data-island="card-add"');
    const cards = blocks.flatMap((block) => block.products);
    const buttons = cards.filter((card) => card.adds);
    expect(buttons.length).toBeGreaterThan(cards.length / 2);
    for (const { href, adds } of buttons) {
      expect(adds?.id).toMatch(/^\d+$/);
      expect(adds?.url).toBe(href);
    }
  });

  it('fills a post’s product-search blocks', async () => {
    const { html } = await load('/blog/brand-spotlight-fjordlys');
    const products = productBlocksIn(html).flatMap((block) => block.products);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.title.startsWith('Fjordlys'))).toBe(true);
  });
});
