import { describe, expect, it } from 'vitest';
import { loadPage, pageOf } from '../support/page-state';

const load = (path: string, status = 200) => loadPage(path, { status });

describe('brand, flavour and offer landing pages', () => {
  it.each([
    ['', 'en'],
    ['/sv', 'sv'],
    ['/fi', 'fi'],
  ])('lists every brand at %s/brands, with links to their pages', async (prefix, language) => {
    const { state } = await load(`${prefix}/brands`);
    expect(state.language).toBe(language);
    const documents = pageOf(state, 'landing').documents;
    expect(documents).toHaveLength(18);
    expect(documents.every((document) => document.href.startsWith(`${prefix}/brands/`))).toBe(true);
  });

  it('shows a brand with its products only', async () => {
    const { state } = await load('/brands/fjordlys');
    const page = pageOf(state, 'landing-document');
    expect(page.title).toBe('Fjordlys');
    const products = page.products;
    expect(products.length).toBeGreaterThan(3);
    expect(products.every((product) => product.title.startsWith('Fjordlys'))).toBe(true);
  });

  it('shows a flavour and an offer with their products', async () => {
    const mint = await load('/sv/flavours/mint');
    expect(mint.state.language).toBe('sv');
    expect(pageOf(mint.state, 'landing-document').products.length).toBeGreaterThan(5);
    const offers = await load('/offers');
    const first = pageOf(offers.state, 'landing').documents[0];
    const offer = await load(first?.href ?? '');
    expect(pageOf(offer.state, 'landing-document').products.length).toBeGreaterThan(0);
  });

  it('answers 404 for a document that does not exist', async () => {
    await load('/brands/no-such-brand', 404);
  });
});
