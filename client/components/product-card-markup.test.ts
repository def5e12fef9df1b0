import { describe, expect, it } from 'vitest';
import type { CardProduct } from '../../src/contract/page-data';
import { productCardHtml } from './product-card-markup';

const card: CardProduct = {
  id: '1001',
  title: 'Fjordlys Ice Mint',
  href: 'https://pouchatlas.com/nicotine-pouches/fjordlys-ice-mint',
  image: {
    src: '/media/products/fjordlys.webp',
    srcSet: '/media/products/thumb/fjordlys.webp 360w, /media/products/fjordlys.webp 600w',
    width: 600,
    height: 600,
    alt: 'A can of Fjordlys Ice Mint',
  },
  price: '£4.50',
  available: true,
  preorder: false,
  tags: [],
};
/** The words by their keys, with what fills them in: the languages' own are the worker tests'. */
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}(${Object.values(params).join(', ')})` : key;
const english = { eager: false, t };

/** A browser's reading of the card: its text, without the markup. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

describe('productCardHtml', () => {
  it('draws the picture, the name linked to the product, the price and the add button', () => {
    const html = productCardHtml(card, english);
    expect(html).toBe(
      '<img src="/media/products/fjordlys.webp" srcset="/media/products/thumb/fjordlys.webp 360w, /media/products/fjordlys.webp 600w" sizes="(max-width: 399px) calc(100vw - 2rem), (max-width: 591px) calc(50vw - 1.5rem), 17rem" width="600" height="600" alt="" loading="lazy" decoding="async">' +
        '<h3><a href="https://pouchatlas.com/nicotine-pouches/fjordlys-ice-mint">Fjordlys Ice Mint</a></h3>' +
        '<p class="price">£4.50</p>' +
        '<button type="button" class="card-add" aria-label="addNameToCart(Fjordlys Ice Mint)" data-card-add="1001" data-product-url="https://pouchatlas.com/nicotine-pouches/fjordlys-ice-mint">addToCart</button>',
    );
  });

  it('keeps markup in a catalogue record as text, in content and in attributes', () => {
    const hostile = {
      ...card,
      title: '<img src=x onerror=alert(1)> "Mint" & Co\'s',
      href: 'https://pouchatlas.com/p?a=1&b="><script>',
      priceBeforeDiscount: '<b>£5</b>',
    };
    const html = productCardHtml(hostile, english);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<a href="https://pouchatlas.com/p?a=1&amp;b=&quot;&gt;&lt;script&gt;">&lt;img src=x onerror=alert(1)&gt; &quot;Mint&quot; &amp; Co&#x27;s</a>',
    );
    expect(html).toContain('aria-label="addNameToCart(&lt;img src=x');
  });

  it('offers no button for a product that cannot be bought, and a preorder for one sold out', () => {
    expect(productCardHtml({ ...card, available: false }, english)).not.toContain('<button');
    const preorder = productCardHtml({ ...card, available: false, preorder: true }, english);
    expect(preorder).toMatch(
      /<button[^>]* aria-label="preorderName\(Fjordlys Ice Mint\)"[^>]*>preorder<\/button>$/,
    );
  });

  it('shows the price before a discount struck through, named for a screen reader', () => {
    const html = productCardHtml(
      { ...card, price: '3,60 €', priceBeforeDiscount: '4,50 €' },
      english,
    );
    expect(html).toContain(
      '<p class="price">3,60 € <s aria-label="beforePrice(4,50 €)">4,50 €</s>',
    );
    expect(textOf(html)).toContain('3,60 € 4,50 €');
  });

  it('shows the tags the shop knows as badges, in words, and no others', () => {
    const html = productCardHtml({ ...card, tags: ['limited-edition', 'internal'] }, english);
    expect(html).toContain(
      '<ul class="product-tags"><li class="badge" data-tag="limited-edition">',
    );
    expect(html).not.toContain('internal');
    expect(productCardHtml(card, english)).not.toContain('product-tags');
  });

  it('asks for the picture of a card in the first screen at once, the others when near', () => {
    expect(productCardHtml(card, { ...english, eager: true })).toContain(
      'loading="eager" fetchpriority="high"',
    );
    const single = productCardHtml(
      { ...card, image: { ...card.image!, srcSet: undefined } },
      english,
    );
    expect(single).not.toContain('sizes=');
    expect(productCardHtml({ ...card, image: undefined }, english)).not.toContain('<img');
  });
});
