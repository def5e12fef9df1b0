import { describe, expect, it } from 'vitest';
import { cartLineOf, freeShippingOf } from './cart-lines';
import { testSelection } from '../../tests/fixtures/client/selection';

describe('cart lines', () => {
  it('reads the cans in a bundle from its sections', () => {
    const line = cartLineOf({
      item: '5002-1',
      line: 'l1',
      quantity: 2,
      productName: 'Fjordlys Grapefruit 10-pack',
      bundle: [{ item: '1001-1', quantity: 10 }],
      priceEach: '507,00 kr',
      totalPrice: '1 014,00 kr',
    });
    expect(line).toMatchObject({
      cansEach: 10,
      quantity: 2,
      total: '1 014,00 kr',
      preorder: false,
    });
  });

  it('marks a line whose item is out of stock as a preorder', () => {
    const line = cartLineOf({
      item: '7-1',
      line: 'l2',
      quantity: 1,
      product: {
        name: 'Dimma',
        items: [{ item: '7-1', stock: 'no' }],
        media: { standard: ['/x.svg'] },
      },
    });
    expect(line).toMatchObject({ preorder: true, cansEach: 1, name: 'Dimma', image: '/x.svg' });
  });

  it('pictures a line with the product’s thumbnail where it has one', () => {
    const line = cartLineOf({
      item: '7-1',
      quantity: 1,
      product: { media: { standard: ['/standard.webp'], thumb: ['/thumb.webp'] } },
    });
    expect(line.image).toBe('/thumb.webp');
  });

  it('carries the shopper’s note on the line as Centra returns it, and none for an empty one', () => {
    const noted = cartLineOf({ item: '7-1', quantity: 1, comment: 'For my brother' });
    expect(noted.comment).toBe('For my brother');
    // Centra sends an empty comment on every line without one.
    expect(cartLineOf({ item: '7-1', quantity: 1, comment: '' })).not.toHaveProperty('comment');
    expect(cartLineOf({ item: '7-1', quantity: 1 })).not.toHaveProperty('comment');
  });
});

describe('free-shipping incentive', () => {
  const thresholds = { SEK: 500 };

  it('shows the remaining amount in the selection currency format', () => {
    const selection = testSelection({ itemsTotal: 420.5 }).selection;
    expect(freeShippingOf(selection, thresholds)).toEqual({
      reached: false,
      remaining: '79,50 kr',
    });
  });

  it('counts discounts against the threshold', () => {
    const selection = testSelection({ itemsTotal: 520, discount: -52 }).selection;
    expect(freeShippingOf(selection, thresholds)).toEqual({
      reached: false,
      remaining: '32,00 kr',
    });
  });

  it('says free shipping is available once reached', () => {
    const selection = testSelection({ itemsTotal: 500 }).selection;
    expect(freeShippingOf(selection, thresholds)).toEqual({ reached: true });
  });

  it('shows nothing for a currency without a threshold', () => {
    const selection = testSelection({ currency: 'NOK', itemsTotal: 10 }).selection;
    expect(freeShippingOf(selection, thresholds)).toBeNull();
  });
});
