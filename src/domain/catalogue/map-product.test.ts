import { describe, expect, it, vi } from 'vitest';
import { ProductMappingError, mapCentraProduct, mapCentraProducts } from './map-product';
import { popularityOf } from './product';
import { singleCan, zynWithBundles } from '../../../tests/fixtures/domain/catalogue';

describe('mapCentraProduct', () => {
  it('maps a single-pricelist product with every shop field', () => {
    const product = mapCentraProduct(singleCan);
    expect(product).toMatchObject({
      id: '60',
      sku: 'VELO-ICE',
      name: 'Velo Ice Cool',
      uri: 'velo-ice-cool',
      available: true,
      brand: '1',
      brandName: 'Velo',
      brandUri: 'velo',
      categoryName: 'Nicotine pouches',
      categoryUri: 'nicotine-pouches',
      categories: [{ category: '1', name: ['Shop'], uri: 'shop' }],
      media: { standard: ['https://cdn.example/velo-ice.jpg'] },
      items: [{ item: '60-1', sizeId: '1', name: 'onesize', sku: 'VELO-ICE', stock: 'yes' }],
      price: '49.00\u00a0SEK',
      priceAsNumber: 49,
      priceBeforeDiscountAsNumber: 55,
      discountPercent: 11,
      showAsOnSale: true,
      showAsNew: false,
      flavour: 'mint',
      strength: '3',
      format: 'slim',
      popularity_text: '874',
      out_of_stock_behavior_value: 'preorder',
      offer_text: 'bundle-deal',
      tags: ['news', 'campaign'],
      relatedProducts: [],
    });
    expect(product).not.toHaveProperty('unknownField');
    expect(product).not.toHaveProperty('prices');
  });

  it('keeps the prices map instead of single price fields for an all-pricelist read', () => {
    const product = mapCentraProduct(zynWithBundles);
    expect(product.prices?.['20']).toMatchObject({ pricelist: '20', priceAsNumber: 50 });
    expect(product).not.toHaveProperty('priceAsNumber');
  });

  it('gives each pricelist of a bundle its total of the items bought one by one', () => {
    const variant = mapCentraProduct(zynWithBundles).relatedProducts.find((p) => p.id === '80');
    expect(variant?.prices?.['20']?.priceOfItemsAsNumber).toBe(500);
    expect(variant?.prices?.['21']?.priceOfItemsAsNumber).toBe(50);
    expect(variant?.bundleInfo).toMatchObject({ quantity: 10, discount: 10, type: 'fixed' });
  });

  it('drops media from variants and the prices map from other relations', () => {
    const related = mapCentraProduct(zynWithBundles).relatedProducts;
    const variant = related.find((p) => p.id === '73');
    const standard = related.find((p) => p.id === '90');
    expect(variant).not.toHaveProperty('media');
    expect(variant?.prices).toBeDefined();
    expect(standard).not.toHaveProperty('prices');
    expect(standard?.media).toEqual({ standard: ['https://cdn.example/zyn-citrus.jpg'] });
  });

  it('skips a related entry that is not a product', () => {
    expect(mapCentraProduct(zynWithBundles).relatedProducts.map((p) => p.id)).toEqual([
      '73',
      '80',
      '75',
      '90',
    ]);
  });

  it.each([
    ['an empty media list', { product: '1', media: [] }, { standard: [] }],
    ['no media', { product: '1' }, { standard: [] }],
    [
      'media without standard',
      { product: '1', media: { thumb: ['x'] } },
      { standard: [], thumb: ['x'] },
    ],
    [
      'media in two sizes',
      { product: '1', media: { standard: ['s'], thumb: ['t'], full: ['f'] } },
      { standard: ['s'], thumb: ['t'] },
    ],
  ])('normalises %s', (_name, raw, media) => {
    expect(mapCentraProduct(raw).media).toEqual(media);
  });

  it.each([
    ['a comma list', 'news, 30percent,bogus', ['news', '30percent']],
    ['a mapped attribute', { 'limited-edition': '1' }, ['limited-edition']],
    ['nothing', undefined, []],
  ])('reads tags from %s', (_name, tags, expected) => {
    expect(mapCentraProduct({ product: '1', tags }).tags).toEqual(expected);
  });

  it('accepts numeric ids and numeric text, and coerces flags', () => {
    const product = mapCentraProduct({
      product: 7,
      priceAsNumber: '12.5',
      popularity_text: 12,
      available: '1',
      showAsNew: 'true',
      categoryName: null,
      categories: [{ category: 3, name: 'Pouches', uri: null }],
    });
    expect(product).toMatchObject({
      id: '7',
      priceAsNumber: 12.5,
      popularity_text: '12',
      available: true,
      showAsNew: true,
      categories: [{ category: '3', name: ['Pouches'], uri: '' }],
    });
    expect(product.categoryName).toBeUndefined();
  });

  it('defaults missing names and flags instead of failing', () => {
    expect(mapCentraProduct({ product: '1' })).toMatchObject({
      name: '',
      sku: '',
      uri: '',
      available: false,
      items: [],
      categories: [],
      tags: [],
    });
  });

  it.each([
    ['null', null],
    ['a string', 'velo'],
    ['an object without product id', { name: 'Velo' }],
  ])('rejects %s with a clear error', (_name, raw) => {
    expect(() => mapCentraProduct(raw)).toThrow(ProductMappingError);
    expect(() => mapCentraProduct(raw)).toThrow(/Not a Centra product/);
  });
});

describe('mapCentraProducts', () => {
  it('maps a list and reports the entries it leaves out', () => {
    const onRejected = vi.fn();
    const products = mapCentraProducts([singleCan, { name: 'broken' }, zynWithBundles], onRejected);
    expect(products.map((p) => p.id)).toEqual(['60', '70']);
    expect(onRejected).toHaveBeenCalledOnce();
    expect(onRejected.mock.calls[0]?.[0]).toBeInstanceOf(ProductMappingError);
  });

  it('reports a field that is not a list', () => {
    const onRejected = vi.fn();
    expect(mapCentraProducts({ products: [] }, onRejected)).toEqual([]);
    expect(onRejected.mock.calls[0]?.[0].message).toContain('not a list');
  });

  it('does not require a reporter', () => {
    expect(mapCentraProducts([{ nope: true }])).toEqual([]);
    expect(mapCentraProducts('nope')).toEqual([]);
  });
});

describe('popularityOf', () => {
  it.each([
    ['874', 874],
    ['12.5', 12.5],
    ['not a number', 0],
    [undefined, 0],
    ['', 0],
  ])('reads %j as %d', (popularity_text, expected) => {
    expect(popularityOf({ popularity_text })).toBe(expected);
  });
});
