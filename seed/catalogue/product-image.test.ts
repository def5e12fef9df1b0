import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue-generator';
import { escapeXml, productImageSvg } from './product-image';
import type { SeedBrand, SeedProduct } from './seed-types';

const brand: SeedBrand = {
  id: 99,
  name: 'Salt & <Pepper>',
  uri: 'salt-pepper',
  colour: '#1f4e79',
  accent: '#9fd3ff',
  metaTitle: 'Salt & Pepper',
  metaDescription: 'A test brand.',
  metaKeywords: 'test',
};

const product = {
  id: 4242,
  uri: 'salt-pepper-cola-strong',
  name: 'Salt & <Pepper> "Cola" & Lime Strong',
  variantName: 'Single can',
  sku: 'TST-4242',
  brandId: 99,
  categoryIds: [1],
  flavour: 'cola',
  strength: '3',
  format: 'slim',
  createdAt: '2025-01-01 00:00:00',
  modifiedAt: '2025-01-01 00:00:00',
  popularity: 1,
  tags: [],
  contentPerPackageText: '20 pouches',
  portionsPerPackageText: '20 portions',
  nicotinePerPackage: '200 mg',
  nicotineRatioText: '10 mg/pouch',
  nicotineMgPerPouch: 8,
  tobaccoFree: true,
  outOfStockBehavior: 'notify',
  texts: {
    excerpt: '',
    description: '',
    metaTitle: '',
    metaDescription: '',
    seoDescription: '',
    seoExcerpt: '',
  },
  translations: {},
  markets: [1, 2],
  prices: {},
  stock: 10,
  replacementIds: [],
  discontinued: false,
  image: '/media/products/salt-pepper-cola-strong.webp',
  thumbnail: '/media/products/thumb/salt-pepper-cola-strong.webp',
  ean: '2000000042421',
} satisfies SeedProduct;

/** Every opened element is closed in order, and no raw & or < sits in text or attributes. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const between = svg.slice(last, match.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(between)) return false;
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(match[3] ?? '')) return false;
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name!);
    }
  }
  return stack.length === 0 && svg.slice(last).trim() === '';
}

const svgFor = (dots: SeedProduct['strength']) =>
  productImageSvg({ ...product, strength: dots }, brand);

describe('productImageSvg', () => {
  it('renders a well-formed 600×600 SVG root', () => {
    const svg = productImageSvg(product, brand);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('width="600" height="600" viewBox="0 0 600 600"');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(wellFormed(svg)).toBe(true);
    expect(svg).not.toMatch(/<image|url\(http|@font-face/);
    // The checker itself must reject what escaping prevents.
    expect(wellFormed('<svg><text>a & b</text></svg>')).toBe(false);
    expect(wellFormed('<svg><text>a <b></text></svg>')).toBe(false);
  });

  it('escapes the brand and product names', () => {
    const svg = productImageSvg(product, brand);
    expect(svg).toContain('SALT &amp; &lt;PEPPER&gt;');
    expect(svg).toContain(
      '<title>Salt &amp; &lt;Pepper&gt; &quot;Cola&quot; &amp; Lime Strong</title>',
    );
    expect(svg).not.toContain('<Pepper>');
    expect(svg).not.toContain('<PEPPER>');
  });

  it('fills one dot per strength level', () => {
    const filled = (svg: string) => (svg.match(/r="8" fill=/g) ?? []).length;
    expect(filled(svgFor('1'))).toBe(1);
    expect(filled(svgFor('4'))).toBe(4);
    expect(svgFor('2')).toContain('10 MG/POUCH · 20 POUCHES');
  });

  it('renders every generated product well-formed', () => {
    const catalogue = generateCatalogue();
    const brands = new Map(catalogue.brands.map((entry) => [entry.id, entry]));
    for (const seed of catalogue.products.filter((entry) => !entry.bundle)) {
      const svg = productImageSvg(seed, brands.get(seed.brandId)!);
      expect(wellFormed(svg), seed.uri).toBe(true);
      expect(svg).toContain(escapeXml(brands.get(seed.brandId)!.name.toUpperCase()));
    }
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });
});
