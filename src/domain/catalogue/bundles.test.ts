import { describe, expect, it, vi } from 'vitest';
import { quantityOf, representativePrice, validateBundleConfig, variantsOf } from './bundles';
import { mapCentraProduct } from './map-product';
import type { Product } from './product';
import { zynWithBundles } from '../../../tests/fixtures/domain/catalogue';

const zyn = mapCentraProduct(zynWithBundles);

function withVariants(quantities: number[]): Product {
  return mapCentraProduct({
    product: '1',
    name: 'Base',
    priceAsNumber: 50,
    relatedProducts: quantities.map((quantity) => ({
      product: String(100 + quantity),
      name: `${quantity}-pack`,
      relation: 'variant',
      priceAsNumber: quantity * 45,
      bundleInfo: { sections: [{ quantity }] },
    })),
  });
}

describe('variantsOf', () => {
  it('lists the product and its bundle variants, smallest first', () => {
    expect(variantsOf(zyn).map(quantityOf)).toEqual([1, 3, 5, 10]);
  });

  it('keeps one variant per quantity', () => {
    expect(variantsOf(withVariants([3, 3, 5])).map(quantityOf)).toEqual([1, 3, 5]);
  });
});

describe('representativePrice', () => {
  it('uses the 10-can bundle when there is one', () => {
    expect(representativePrice(zyn, 20).priceAsNumber).toBe(420);
    expect(representativePrice(zyn, 21).priceAsNumber).toBe(42);
  });

  it.each([
    [[3, 5, 20], 3, 135],
    [[20, 5], 5, 225],
    [[], 1, 50],
    [[10], 10, 450],
  ])('with variants %j uses quantity %d', (quantities, _quantity, price) => {
    expect(representativePrice(withVariants(quantities), 20).priceAsNumber).toBe(price);
  });

  it('sums the sections of a bundle', () => {
    const product = mapCentraProduct({
      product: '1',
      bundleInfo: { sections: [{ quantity: 5 }, { quantity: 5 }] },
    });
    expect(quantityOf(product)).toBe(10);
  });
});

describe('validateBundleConfig', () => {
  const bundle = (quantity: number, discount?: number) =>
    mapCentraProduct({
      product: '42',
      name: `Pack of ${quantity}`,
      bundleInfo: { discount, sections: [{ quantity }] },
    });

  it.each([1, 3, 5, 10, 11, 12, 15, 20, 30, 40, 50])('accepts quantity %d', (quantity) => {
    const report = vi.fn();
    expect(validateBundleConfig(bundle(quantity, 20), report)).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([0, 60])('accepts a discount of %d percent', (discount) => {
    expect(validateBundleConfig(bundle(10, discount), vi.fn())).toEqual([]);
  });

  it.each([
    [2, 10, ['quantity 2']],
    [100, 10, ['quantity 100']],
    [10, -1, ['discount of -1%']],
    [10, 61, ['discount of 61%']],
    [7, 75, ['quantity 7', 'discount of 75%']],
  ])('warns about quantity %d with discount %d', (quantity, discount, parts) => {
    const report = vi.fn();
    const warnings = validateBundleConfig(bundle(quantity, discount), report);
    expect(warnings.map((w) => w.tag)).toEqual(parts.map(() => 'bundle_config'));
    parts.forEach((part, index) => expect(warnings[index]?.message).toContain(part));
    expect(report).toHaveBeenCalledTimes(parts.length);
    expect(report.mock.calls[0]?.[0]).toMatchObject({
      level: 'warning',
      tag: 'bundle_config',
      context: { product: '42', name: `Pack of ${quantity}` },
    });
  });

  it('ignores products that are not bundles', () => {
    expect(validateBundleConfig(mapCentraProduct({ product: '1' }), vi.fn())).toEqual([]);
  });

  it('never throws, even when the reporter does', () => {
    const report = () => {
      throw new Error('monitoring down');
    };
    expect(validateBundleConfig(bundle(7), report)).toHaveLength(1);
  });
});
