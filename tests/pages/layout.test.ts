import { describe, expect, it } from 'vitest';
import { get, withEnv } from '../edge/support';

describe('the footer', () => {
  it('names which services run on their embedded default in development only', async () => {
    // A page no cache keeps, so each answer is rendered for its own environment.
    const shown = await (await withEnv({ ENVIRONMENT: 'development' })('/checkout')).text();
    expect(shown).toContain('data-service="checkout" data-mode="embedded"');
    expect(shown.replaceAll('<!-- -->', '')).toContain('Checkout: embedded');
    const shopper = await (await get('/checkout')).text();
    expect(shopper).not.toContain('class="service-modes"');
    expect(shopper.replaceAll('<!-- -->', '')).not.toContain('Checkout: embedded');
  });
});

describe('the free-shipping banner', () => {
  it("shows the editors' line with the market's threshold in its money, in its language", async () => {
    const english = await (await get('/')).text();
    expect(english).toContain(
      '<p class="free-shipping-banner">Free standard delivery from £40</p>',
    );
    const swedish = await (await get('/sv/')).text();
    expect(swedish).toMatch(/<p class="free-shipping-banner">[^<]*500\u00a0kr<\/p>/);
  });
});
