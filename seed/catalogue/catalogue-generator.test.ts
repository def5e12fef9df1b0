import { describe, expect, it } from 'vitest';
import {
  BUNDLE_QUANTITIES,
  FLAVOURS,
  FORMATS,
  MAX_BUNDLE_DISCOUNT_PERCENT,
} from '../../src/domain/catalogue';
import { PRODUCT_TAGS } from '../../src/domain/catalogue/product';
import { DENMARK_MARKET, EUROPE_MARKET, UK_MARKET } from '../../src/domain/markets';
import { PRICELISTS } from './pricelists';
import { CATALOGUE_VERSION, generateCatalogue, roundPrice } from './catalogue-generator';
import { META_DESCRIPTION_MAX } from './product-copy/copy-language';
import type { SeedProduct } from './seed-types';

const catalogue = generateCatalogue();
const singles = catalogue.products.filter((product) => !product.bundle);
const packs = catalogue.products.filter((product) => product.bundle);
const byId = new Map(catalogue.products.map((product) => [product.id, product]));

function validEan(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  const digits = [...ean].map(Number);
  const sum = digits.slice(0, 12).reduce((total, d, i) => total + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

function unique(values: unknown[]): boolean {
  return new Set(values).size === values.length;
}

const soldOut = (behavior: SeedProduct['outOfStockBehavior']) =>
  singles.filter(
    (product) =>
      product.stock === 0 && product.outOfStockBehavior === behavior && !product.discontinued,
  );

describe('generateCatalogue', () => {
  it('is deterministic', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(CATALOGUE_VERSION).toMatch(/\S/);
  });

  it('has enough brands and single cans, every brand with at least 6', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(15);
    expect(singles.length).toBeGreaterThanOrEqual(150);
    for (const brand of catalogue.brands) {
      expect(singles.filter((p) => p.brandId === brand.id).length).toBeGreaterThanOrEqual(6);
    }
    expect(unique(catalogue.brands.map((brand) => brand.uri))).toBe(true);
  });

  it('covers every flavour, strength and format many times', () => {
    const count = (match: (product: SeedProduct) => boolean) => singles.filter(match).length;
    for (const flavour of FLAVOURS) expect(count((p) => p.flavour === flavour)).toBeGreaterThan(5);
    for (const format of FORMATS) expect(count((p) => p.format === format)).toBeGreaterThan(5);
    for (const strength of ['1', '2', '3', '4']) {
      expect(count((p) => p.strength === strength)).toBeGreaterThan(5);
    }
  });

  it('has unique ids, uris, skus and valid unique EANs', () => {
    const products = catalogue.products;
    expect(unique(products.map((p) => p.id))).toBe(true);
    expect(unique(products.map((p) => p.uri))).toBe(true);
    expect(unique(products.map((p) => p.sku))).toBe(true);
    expect(unique(products.map((p) => p.ean))).toBe(true);
    for (const product of products) {
      expect(product.uri).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(validEan(product.ean), product.ean).toBe(true);
    }
    for (const single of singles) expect(single.id).toBeGreaterThanOrEqual(1001);
    for (const pack of packs) expect(pack.id).toBeGreaterThanOrEqual(5001);
  });

  it('keeps nicotine, dates and popularity within their ranges', () => {
    const ranges = { '1': [2, 4], '2': [5, 8], '3': [9, 12], '4': [14, 20] } as const;
    for (const product of singles) {
      const mg = Number(/^(\d+) mg\/pouch$/.exec(product.nicotineRatioText)?.[1]);
      const pouches = Number(/^(\d+) pouches$/.exec(product.contentPerPackageText)?.[1]);
      const [min, max] = ranges[product.strength];
      expect(mg).toBeGreaterThanOrEqual(min);
      expect(mg).toBeLessThanOrEqual(max);
      expect([15, 20, 24]).toContain(pouches);
      expect(product.nicotinePerPackage).toBe(`${mg * pouches} mg`);
      expect(product.portionsPerPackageText).toBe(`${pouches} portions`);
      expect(product.createdAt >= '2024-01-01 00:00:00').toBe(true);
      expect(product.modifiedAt >= product.createdAt).toBe(true);
      expect(product.modifiedAt <= '2026-11-01 00:00:00').toBe(true);
      expect(product.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Number.isInteger(product.popularity)).toBe(true);
      expect(product.popularity).toBeGreaterThanOrEqual(0);
      expect(product.popularity).toBeLessThanOrEqual(1000);
      expect(product.texts?.metaDescription.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(product.translations.sv?.description).toBeTruthy();
      expect(product.translations.de?.excerpt).toBeTruthy();
    }
  });

  it('prices every product in every pricelist, sale products below their full price', () => {
    for (const product of catalogue.products) {
      for (const { pricelist } of PRICELISTS) {
        const price = product.prices[pricelist];
        expect(price, `${product.uri} in ${pricelist}`).toBeDefined();
        expect(price!.price).toBeGreaterThan(0);
        const onSale = product.tags.includes('campaign') || product.tags.includes('30percent');
        if (onSale && !product.bundle) {
          expect(price!.price).toBeLessThan(price!.priceBeforeDiscount);
        } else {
          expect(price!.price).toBe(price!.priceBeforeDiscount);
        }
      }
    }
    for (const single of singles) {
      const sek = single.prices[20]!.priceBeforeDiscount;
      expect(sek).toBeGreaterThanOrEqual(39);
      expect(sek).toBeLessThanOrEqual(69);
    }
  });

  it('gives every single can a 10-pack and valid, cheaper bundles', () => {
    for (const single of singles) {
      const own = packs.filter((pack) => pack.bundle!.baseProductId === single.id);
      expect(own.map((pack) => pack.bundle!.quantity)).toContain(10);
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.length).toBeLessThanOrEqual(6);
    }
    for (const pack of packs) {
      const { baseProductId, quantity, discount } = pack.bundle!;
      const base = byId.get(baseProductId)!;
      expect(base.bundle).toBeUndefined();
      expect((BUNDLE_QUANTITIES as readonly number[]).includes(quantity)).toBe(true);
      expect(quantity).not.toBe(1);
      expect(discount).toBeGreaterThan(0);
      expect(discount).toBeLessThanOrEqual(MAX_BUNDLE_DISCOUNT_PERCENT);
      expect(pack.categoryIds).toEqual([2]);
      expect(pack.stock).toBe(0);
      expect(pack.variantName).toBe(`${quantity}-pack`);
      expect(pack.uri).toBe(`${base.uri}-${quantity}-pack`);
      for (const { pricelist } of PRICELISTS) {
        expect(pack.prices[pricelist]!.price).toBeLessThan(
          quantity * base.prices[pricelist]!.price,
        );
      }
    }
  });

  it('places single cans in category 1 and never N-packs', () => {
    for (const single of singles) {
      expect(single.categoryIds[0]).toBe(1);
      expect(single.variantName).toBe('Single can');
      expect(single.image).toBe(`/media/products/${single.uri}.webp`);
    }
    const categoryIds = new Set(catalogue.categories.map((category) => category.id));
    for (const product of catalogue.products) {
      for (const id of product.categoryIds) expect(categoryIds.has(id)).toBe(true);
    }
  });

  it('has sold-out products on preorder and on notify, and a few last units', () => {
    expect(soldOut('preorder').length).toBeGreaterThanOrEqual(5);
    expect(soldOut('notify').length).toBeGreaterThanOrEqual(5);
    expect(singles.some((p) => p.stock > 0 && p.stock <= 3)).toBe(true);
  });

  it('points discontinued products at existing, active replacements', () => {
    const discontinued = singles.filter((product) => product.discontinued);
    expect(discontinued.length).toBeGreaterThanOrEqual(3);
    for (const product of discontinued) {
      expect(product.stock).toBe(0);
      expect(product.replacementIds.length).toBeGreaterThanOrEqual(1);
      expect(product.replacementIds.length).toBeLessThanOrEqual(2);
      for (const id of product.replacementIds) {
        const replacement = byId.get(id);
        expect(replacement?.discontinued).toBe(false);
        expect(replacement?.flavour).toBe(product.flavour);
      }
    }
    for (const product of catalogue.products.filter((p) => !p.discontinued)) {
      expect(product.replacementIds).toEqual([]);
    }
  });

  it('sells limited editions outside the UK only, Denmark only what its law allows, and uses known tags', () => {
    const limited = catalogue.products.filter((p) => p.tags.includes('limited-edition'));
    expect(limited.length).toBeGreaterThan(0);
    for (const product of limited) expect(product.markets).not.toContain(UK_MARKET);
    const danish = catalogue.products.filter((p) => p.markets.includes(DENMARK_MARKET));
    // Enough for a real shop, and far from everything.
    expect(danish.length).toBeGreaterThan(10);
    expect(danish.length).toBeLessThan(catalogue.products.length / 2);
    for (const product of catalogue.products) {
      for (const tag of product.tags) expect(PRODUCT_TAGS).toContain(tag);
      expect(product.markets).toContain(EUROPE_MARKET);
      if (!product.tags.includes('limited-edition')) expect(product.markets).toContain(UK_MARKET);
      // Danish law: tobacco-free, at most 9 mg a pouch, mint or natural only.
      const allowed =
        product.tobaccoFree &&
        product.nicotineMgPerPouch <= 9 &&
        ['mint', 'natural'].includes(product.flavour);
      expect(product.markets.includes(DENMARK_MARKET), product.uri).toBe(allowed);
    }
    const offers = singles.filter(
      (p) => p.tags.includes('campaign') || p.tags.includes('30percent'),
    );
    for (const product of offers) expect(product.offerText).toBeTruthy();
  });
});

describe('roundPrice', () => {
  it('rounds EUR and GBP to cents ending in 5 or 9, others to whole units', () => {
    expect(roundPrice(4.51, 'EUR')).toBe(4.49);
    expect(roundPrice(4.56, 'GBP')).toBe(4.55);
    expect(roundPrice(4.58, 'EUR')).toBe(4.59);
    expect(roundPrice(4.0, 'EUR')).toBe(3.99);
    expect(roundPrice(52.4, 'SEK')).toBe(52);
    expect(roundPrice(1792.6, 'HUF')).toBe(1793);
  });
});
