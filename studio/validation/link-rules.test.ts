import { describe, expect, it } from 'vitest';
import { checkLink, checkLinkHasNoDomain } from './link-rules';

describe('checkLink', () => {
  it.each([
    'https://example.com/page',
    'http://example.com',
    'mailto:support@pouchatlas.com',
    'tel:+46812345678',
    '/products',
    'products?sort=newest',
    '#faq',
  ])('accepts %s', (link) => {
    expect(checkLink(link)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'ftp://example.com', 'data:text/html,x', '', 'a b'])(
    'refuses "%s"',
    (link) => {
      expect(checkLink(link)).toBe('Does not match allowed protocols/schemes');
    },
  );

  it('leaves a missing link to the required rule', () => {
    expect(checkLink(undefined)).toBe(true);
  });
});

describe('checkLinkHasNoDomain', () => {
  const domains = ['pouchatlas.com', 'pouchatlas.se'];

  it('refuses a link naming a shop domain, in any case', () => {
    expect(checkLinkHasNoDomain('https://PouchAtlas.se/offers', domains)).toBe(
      'Link should never contain domain',
    );
    expect(checkLinkHasNoDomain('//pouchatlas.com/blog', domains)).toBe(
      'Link should never contain domain',
    );
  });

  it('accepts relative links and other sites', () => {
    expect(checkLinkHasNoDomain('/offers', domains)).toBe(true);
    expect(checkLinkHasNoDomain('https://example.org', domains)).toBe(true);
    expect(checkLinkHasNoDomain(undefined, domains)).toBe(true);
  });
});
