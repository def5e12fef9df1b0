import { describe, expect, it } from 'vitest';
import { bundleSavings } from './bundle-savings';
import { mapCentraProduct } from './map-product';
import { priceFor } from './price';
import { zynWithBundles } from '../../../tests/fixtures/domain/catalogue';

// Zyn Mint: a single can at 50 with its 3-, 5- and 10-packs at 140, 230 and 420 (pricelist 20, SEK).
const zyn = mapCentraProduct(zynWithBundles);
const pricelistOne = (variant: typeof zyn) => priceFor(variant, 20).priceAsNumber;

describe('bundle savings', () => {
  it('prices each multipack per can with its saving against the single can, smallest first', () => {
    expect(
      bundleSavings(zyn, pricelistOne).map(
        ({ variant, quantity, price, perCan, savingPercent }) => ({
          id: variant.id,
          quantity,
          price,
          perCan,
          savingPercent,
        }),
      ),
    ).toEqual([
      { id: '73', quantity: 3, price: 140, perCan: 140 / 3, savingPercent: 7 },
      { id: '75', quantity: 5, price: 230, perCan: 46, savingPercent: 8 },
      { id: '80', quantity: 10, price: 420, perCan: 42, savingPercent: 16 },
    ]);
  });

  it('never shows a negative saving, and leaves out bundles without a price', () => {
    const savings = bundleSavings(zyn, (variant) =>
      variant.id === '80' ? undefined : variant.id === '73' ? 180 : pricelistOne(variant),
    );
    expect(savings.map(({ quantity, savingPercent }) => ({ quantity, savingPercent }))).toEqual([
      { quantity: 3, savingPercent: 0 },
      { quantity: 5, savingPercent: 8 },
    ]);
  });

  it('has nothing to compare without a single-can price', () => {
    expect(bundleSavings(zyn, () => undefined)).toEqual([]);
  });
});
