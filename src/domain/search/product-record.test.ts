import { describe, expect, it } from 'vitest';
import { mapCentraProduct } from '../catalogue';
import { singleCan, zynWithBundles } from '../catalogue/test-fixtures';
import { productRecord } from './product-record';

describe('productRecord', () => {
  it('holds what search needs, priced in the market’s pricelist', () => {
    const product = mapCentraProduct(singleCan);
    expect(productRecord(product, 20)).toEqual({
      objectID: '60',
      title: 'Velo Ice Cool',
      brand: 'Velo',
      flavour: 'mint',
      strength: 'Strong',
      strengthLevel: 3,
      category: 'Nicotine pouches',
      format: 'slim',
      popularity: 874,
      createdAt: Math.floor(Date.parse('2024-02-16 10:15:22') / 1000),
      price: 49,
      _tags: product.tags,
      uri: 'nicotine-pouches/velo-ice-cool',
      image: 'https://cdn.example/velo-ice.jpg',
    });
  });

  it('reads the prices map of an all-pricelist read, and leaves out what is missing', () => {
    const product = mapCentraProduct(zynWithBundles);
    const record = productRecord(product, '9999');
    expect(record.price).toBeUndefined();
    expect(record.popularity).toBeTypeOf('number');
    const bare = productRecord(
      { ...product, strength: undefined, createdAt: 'not a date', media: undefined },
      '9999',
    );
    expect(bare).not.toHaveProperty('strength');
    expect(bare).not.toHaveProperty('createdAt');
    expect(bare).not.toHaveProperty('image');
  });
});
