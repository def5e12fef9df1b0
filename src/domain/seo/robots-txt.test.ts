import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

describe('robots.txt', () => {
  it('keeps crawlers out of shopper pages below every prefix, searches and services, and names the sitemap', () => {
    const text = robotsTxt({
      prefixes: ['', '/fi'],
      privatePaths: ['/checkout', '/account'],
      servicePaths: ['/api'],
      searchParameter: 'q',
      sitemapUrl: 'https://pouchatlas.com/sitemap.xml',
    });
    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api',
      'Disallow: /checkout',
      'Disallow: /account',
      'Disallow: /fi/checkout',
      'Disallow: /fi/account',
      'Disallow: /*?q=',
      'Disallow: /*&q=',
      '',
      'Sitemap: https://pouchatlas.com/sitemap.xml',
      '',
    ]);
  });
});
