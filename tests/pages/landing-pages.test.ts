import { describe, expect, it } from 'vitest';
import { cardsIn, decoded, loadPage } from '../support/page-state';

const load = (path: string, status = 200) => loadPage(path, { status });

/** The brands, flavours or offers a landing page links to. */
const documentsIn = (html: string) => {
  const grid = /<ul class="brand-grid">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
  return [...grid.matchAll(/<a href="([^"]+)" aria-label="([^"]*)"/g)].map((match) => ({
    href: match[1]!,
    title: decoded(match[2]!),
  }));
};

describe('brand, flavour and offer landing pages', () => {
  it.each([
    ['', 'en'],
    ['/sv', 'sv'],
    ['/fi', 'fi'],
  ])('lists every brand at %s/brands, with links to their pages', async (prefix, language) => {
    const { html, state } = await load(`${prefix}/brands`);
    expect(state.language).toBe(language);
    const documents = documentsIn(html);
    expect(documents).toHaveLength(18);
    expect(documents.every((document) => document.href.startsWith(`${prefix}/brands/`))).toBe(true);
  });

  it('shows a brand with its products only', async () => {
    const { html } = await load('/brands/fjordlys');
    expect(html).toContain('<h1>Fjordlys</h1>');
    const products = cardsIn(html);
    expect(products.length).toBeGreaterThan(3);
    expect(products.every((product) => product.title.startsWith('Fjordlys'))).toBe(true);
  });

  it('shows a flavour and an offer with their products', async () => {
    const mint = await load('/sv/flavours/mint');
    expect(mint.state.language).toBe('sv');
    expect(cardsIn(mint.html).length).toBeGreaterThan(5);
    const offers = await load('/offers');
    const first = documentsIn(offers.html)[0];
    const offer = await load(first?.href ?? '');
    expect(cardsIn(offer.html).length).toBeGreaterThan(0);
  });

  it('answers 404 for a document that does not exist', async () => {
    await load('/brands/no-such-brand', 404);
  });
});
