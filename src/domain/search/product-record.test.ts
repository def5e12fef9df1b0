import { describe, expect, it } from 'vitest';
import { mapCentraProduct } from '../catalogue';
import { singleCan, zynWithBundles } from '../../../tests/fixtures/domain/catalogue';
import { productRecord, type ValueName } from './product-record';

// The index language's words, here marked so the test sees which value each came from.
const valueName: ValueName = (attribute, value) => `${attribute}:${value}`;

describe('productRecord', () => {
  it('holds what search needs, priced in the market’s pricelist', () => {
    const product = mapCentraProduct(singleCan);
    expect(productRecord(product, 20, valueName)).toEqual({
      objectID: '60',
      title: 'Velo Ice Cool',
      brand: 'Velo',
      flavour: 'mint',
      flavourName: 'flavor:mint',
      strength: 'strength:3',
      strengthLevel: 3,
      category: 'Nicotine pouches',
      format: 'slim',
      formatName: 'format:slim',
      popularity: 874,
      // Centra's times are UTC.
      createdAt: Date.UTC(2024, 1, 16, 10, 15, 22) / 1000,
      price: 49,
      _tags: product.tags,
      uri: 'nicotine-pouches/velo-ice-cool',
      image: 'https://cdn.example/velo-ice.jpg',
      thumbnail: 'https://cdn.example/t.jpg',
    });
  });

  it('reads the prices map of an all-pricelist read, and leaves out what is missing', () => {
    const product = mapCentraProduct(zynWithBundles);
    const record = productRecord(product, '9999', valueName);
    expect(record.price).toBeUndefined();
    expect(record.popularity).toBeTypeOf('number');
    const bare = productRecord(
      { ...product, strength: undefined, createdAt: 'not a date', media: undefined },
      '9999',
      valueName,
    );
    expect(bare).not.toHaveProperty('strength');
    expect(bare).not.toHaveProperty('createdAt');
    expect(bare).not.toHaveProperty('image');
  });
});
