import { describe, expect, it } from 'vitest';
import { loadPage } from '../support/page-state';

const load = (path: string, status = 200) => loadPage(path, { status });

type Card = { title: string; href: string };

describe('brand, flavour and offer landing pages', () => {
  it.each([
    ['', 'en'],
    ['/sv', 'sv'],
    ['/fi', 'fi'],
  ])('lists every brand at %s/brands, with links to their pages', async (prefix, language) => {
    const { state } = await load(`${prefix}/brands`);
    expect(state.language).toBe(language);
    expect(state.page.kind).toBe('landing');
    const documents = state.page.documents as Card[];
    expect(documents).toHaveLength(18);
    expect(documents.every((document) => document.href.startsWith(`${prefix}/brands/`))).toBe(true);
  });

  it('shows a brand with its products only', async () => {
    const { state } = await load('/brands/fjordlys');
    expect(state.page.kind).toBe('landing-document');
    expect(state.page.title).toBe('Fjordlys');
    const products = state.page.products as Card[];
    expect(products.length).toBeGreaterThan(3);
    expect(products.every((product) => product.title.startsWith('Fjordlys'))).toBe(true);
  });

  it('shows a flavour and an offer with their products', async () => {
    const mint = await load('/sv/flavours/mint');
    expect(mint.state.language).toBe('sv');
    expect((mint.state.page.products as Card[]).length).toBeGreaterThan(5);
    const offers = await load('/offers');
    const first = (offers.state.page.documents as Card[])[0];
    const offer = await load(first?.href ?? '');
    expect((offer.state.page.products as Card[]).length).toBeGreaterThan(0);
  });

  it('answers 404 for a document that does not exist', async () => {
    await load('/brands/no-such-brand', 404);
  });
});
