import { describe, expect, it } from 'vitest';
import {
  browserMessages,
  islandMessages,
  isIslandOf,
  onDemandMessages,
  type BrowserWordLists,
} from './words';

const LISTS: BrowserWordLists = {
  start: ['close', 'cartWithCount'],
  islands: { 'product-buy': ['addToCart', 'packOf'], search: ['search'] },
  views: { checkout: ['placeOrder'] },
  onDemand: { consent: ['consentTitle', 'consentAcceptAll'] },
};

describe('the words a page sends to the browser', () => {
  it('are those every page shows and those of the islands rendered on it, in its language', () => {
    expect(browserMessages('de', 'faq', LISTS, ['search'])).toEqual({
      close: 'Schließen',
      cartWithCount: expect.any(String),
      cartWithCount_one: expect.any(String),
      search: 'Suche',
    });
    const product = browserMessages('en', 'product', LISTS, ['search', 'product-buy']);
    expect(product).toMatchObject({ addToCart: 'Add to cart', packOf: '{quantity}-pack' });
  });

  it("include a whole-page view's words where the page island is rendered, in its namespaces only", () => {
    const checkout = browserMessages('en', 'checkout', LISTS, ['page', 'product-buy']);
    expect(checkout).toHaveProperty('placeOrder', 'Place order');
    // A storefront word is not in the checkout's namespaces: never sent there.
    expect(checkout).not.toHaveProperty('packOf');
    expect(browserMessages('en', 'faq', LISTS, ['page'])).not.toHaveProperty('placeOrder');
  });

  it('are the same object for the same page, whatever order the islands rendered in', () => {
    expect(browserMessages('sv', 'home', LISTS, ['search', 'product-buy'])).toBe(
      browserMessages('sv', 'home', LISTS, ['product-buy', 'search', 'search']),
    );
  });
});

describe('the words of islands hydrated on a touch', () => {
  it('are only those their code shows beyond the start, of the kind’s namespaces', () => {
    expect(islandMessages('de', 'product', LISTS, ['product-buy'])).toEqual({
      addToCart: 'In den Warenkorb',
      packOf: expect.any(String),
    });
    const checkout = islandMessages('en', 'checkout', LISTS, ['page', 'product-buy']);
    expect(checkout).toHaveProperty('placeOrder', 'Place order');
    expect(checkout).not.toHaveProperty('packOf');
    expect(checkout).not.toHaveProperty('close');
  });

  it('are the same object for the same islands in any order', () => {
    expect(islandMessages('sv', 'product', LISTS, ['search', 'product-buy'])).toBe(
      islandMessages('sv', 'product', LISTS, ['product-buy', 'search']),
    );
  });

  it('are asked for by the names of the build’s islands only', () => {
    expect(isIslandOf(LISTS, 'page')).toBe(true);
    expect(isIslandOf(LISTS, 'search')).toBe(true);
    expect(isIslandOf(LISTS, 'toString')).toBe(false);
  });
});

describe('the words of code loaded on demand', () => {
  it('are only its own, in the language asked for', () => {
    expect(onDemandMessages('de', LISTS, 'consent')).toEqual({
      consentTitle: 'Cookies und deine Privatsphäre',
      consentAcceptAll: expect.any(String),
    });
    expect(onDemandMessages('de', LISTS, 'toString')).toBeUndefined();
    expect(onDemandMessages('de', LISTS, 'checkout')).toBeUndefined();
  });
});
