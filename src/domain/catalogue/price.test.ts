import { describe, expect, it } from 'vitest';
import { mapCentraProduct } from './map-product';
import { priceFor } from './price';
import { singleCan, zynWithBundles } from '../../../tests/fixtures/domain/catalogue';

describe('priceFor', () => {
  it('reads the single price fields', () => {
    expect(priceFor(mapCentraProduct(singleCan), 20)).toMatchObject({
      price: '49.00\u00a0SEK',
      priceAsNumber: 49,
      priceBeforeDiscountAsNumber: 55,
    });
  });

  it('reads the prices map by pricelist, given as number or string', () => {
    const product = mapCentraProduct(zynWithBundles);
    expect(priceFor(product, 21).priceAsNumber).toBe(5);
    expect(priceFor(product, '20').priceAsNumber).toBe(50);
  });

  it('carries a single-pricelist bundle total', () => {
    const bundle = mapCentraProduct({
      product: '5',
      priceAsNumber: 400,
      bundleInfo: { priceOfItemsAsNumber: 500, sections: [{ quantity: 10 }] },
    });
    expect(priceFor(bundle, 20)).toMatchObject({ priceAsNumber: 400, priceOfItemsAsNumber: 500 });
  });

  it.each([
    ['no price fields', { product: '9', name: 'Ghost bundle' }, 20],
    ['a null price', { product: '9', name: 'Ghost bundle', price: null, priceAsNumber: null }, 20],
    ['no entry for the pricelist', { ...zynWithBundles, name: 'Ghost bundle' }, 99],
  ])('throws the missing-price error for %s', (_name, raw, pricelist) => {
    const product = mapCentraProduct(raw);
    expect(() => priceFor(product, pricelist)).toThrow(
      'Missing price on Ghost bundle. This may indicate a bundle without a product.',
    );
  });
});
