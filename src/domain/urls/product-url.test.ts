import { describe, expect, it } from 'vitest';
import { buildDomainTable } from '../markets';
import { productUrl } from './product-url';

const domains = buildDomainTable();

describe('productUrl', () => {
  it.each([
    [
      'en',
      'nicotine-pouches',
      'velo-ice-cool',
      'https://pouchatlas.com/nicotine-pouches/velo-ice-cool',
    ],
    [
      'fi',
      'nicotine-pouches',
      'velo-ice-cool',
      'https://pouchatlas.com/fi/nicotine-pouches/velo-ice-cool',
    ],
    [
      'sv',
      'shop/nicotine-pouches',
      'zyn-mint',
      'https://pouchatlas.se/shop/nicotine-pouches/zyn-mint',
    ],
    ['de', '/pouches/', '/zyn-mint/', 'https://pouchatlas.de/pouches/zyn-mint'],
    ['el', null, 'zyn-mint', 'https://pouchatlas.gr/zyn-mint'],
    ['da', undefined, 'a//b', 'https://pouchatlas.dk/a/b'],
  ] as const)('%s: %s + %s', (language, categoryUri, productUri, expected) => {
    expect(productUrl({ language, categoryUri, productUri, domains })).toBe(expected);
  });

  it('follows configured domains and protocol', () => {
    const local = buildDomainTable({ sv: 'se.localhost:8787' }, 'localhost:8787');
    expect(
      productUrl({
        language: 'sv',
        categoryUri: 'pouches',
        productUri: 'zyn',
        domains: local,
        protocol: 'http',
      }),
    ).toBe('http://se.localhost:8787/pouches/zyn');
  });
});
