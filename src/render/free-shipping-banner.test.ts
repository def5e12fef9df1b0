import { describe, expect, it } from 'vitest';
import { freeShippingBanner } from './free-shipping-banner';

describe('the free-shipping banner', () => {
  it("fills the editors' amount with the market's threshold as its shoppers write money", () => {
    expect(freeShippingBanner('Fri frakt från {amount}', 'SEK', { SEK: 500 })).toBe(
      'Fri frakt från 500\u00a0kr',
    );
    expect(freeShippingBanner('Free delivery from {amount}', 'GBP', { GBP: 40 })).toBe(
      'Free delivery from £40',
    );
    expect(freeShippingBanner('Gratis ab {amount}', 'EUR', { EUR: 44.5 })).toBe(
      'Gratis ab 44,50\u00a0€',
    );
  });

  it('stays off without a text or a threshold for the currency', () => {
    expect(freeShippingBanner(undefined, 'SEK', { SEK: 500 })).toBeUndefined();
    expect(freeShippingBanner('From {amount}', 'HUF', { SEK: 500 })).toBeUndefined();
  });
});
