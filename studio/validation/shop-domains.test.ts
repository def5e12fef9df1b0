import { describe, expect, it } from 'vitest';
import { checkLinkHasNoDomain } from './link-rules';
import { shopDomains } from './shop-domains';

/** A page as the worker serves the Studio, listing the deployment's hosts (or not). */
const pageListing = (content: string | undefined) => ({
  querySelector: (selector: string) =>
    selector === 'meta[name="shop-hosts"]' && content !== undefined
      ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as Element)
      : null,
});

describe('shopDomains', () => {
  it('are the deployment’s, as the page serving the Studio lists them', () => {
    const domains = shopDomains(pageListing('nikotin.example.de pouches.example'));
    expect(domains).toEqual(['nikotin.example.de', 'pouches.example']);
    expect(checkLinkHasNoDomain('https://nikotin.example.de/angebote', domains)).toBe(
      'Link should never contain domain',
    );
    expect(checkLinkHasNoDomain('/angebote', domains)).toBe(true);
  });

  it('are the built-in table’s where no page lists any', () => {
    for (const page of [undefined, pageListing(undefined), pageListing('  ')]) {
      const domains = shopDomains(page);
      expect(domains).toContain('pouchatlas.se');
      expect(domains).toContain('pouchatlas.de');
    }
  });
});
