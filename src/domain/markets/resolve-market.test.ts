import { describe, expect, it } from 'vitest';
import { buildDomainTable } from './domain-table';
import { LANGUAGES } from './languages';
import { parseLocaleLimit } from './locale-limit';
import { languagesOnHost, resolveMarketFromUrl } from './resolve-market';

const production = buildDomainTable();
const all = [...LANGUAGES];
const devSingleHost = buildDomainTable(
  Object.fromEntries(LANGUAGES.map((language) => [language, '127.0.0.1:8787'])),
  '127.0.0.1:8787',
);

describe('resolveMarketFromUrl', () => {
  it.each([
    ['pouchatlas.com', '/', 'en', '/', false],
    ['pouchatlas.com', '/products', 'en', '/products', false],
    ['pouchatlas.com', '/fi', 'fi', '/', true],
    ['pouchatlas.com', '/fi/products/velo', 'fi', '/products/velo', true],
    ['POUCHATLAS.COM', '/fi/', 'fi', '/', true],
    ['pouchatlas.com', '/sv/products', 'en', '/sv/products', false],
    ['pouchatlas.com', '/en/products', 'en', '/en/products', false],
    ['pouchatlas.se', '/', 'sv', '/', false],
    ['pouchatlas.se', '/products', 'sv', '/products', false],
    ['pouchatlas.se', '/fi/products', 'sv', '/fi/products', false],
    ['pouchatlas.gr', '/blog', 'el', '/blog', false],
    ['pouchatlas.de:443', '/', 'de', '/', false],
    ['unknown.example', '/fi', 'fi', '/', true],
    ['unknown.example', '/products', 'en', '/products', false],
  ])('%s%s serves %s at %s', (host, pathname, language, path, prefixed) => {
    const resolved = resolveMarketFromUrl({
      host,
      pathname,
      domains: production,
      enabledLocales: all,
    });
    expect(resolved.market.language).toBe(language);
    expect(resolved.pathWithoutLocale).toBe(path);
    expect(resolved.hasLocalePrefix).toBe(prefixed);
  });

  it('serves every locale by prefix on a single development host', () => {
    const resolve = (pathname: string) =>
      resolveMarketFromUrl({
        host: '127.0.0.1:8787',
        pathname,
        domains: devSingleHost,
        enabledLocales: all,
      });
    expect(resolve('/sv/products').market.language).toBe('sv');
    expect(resolve('/sv/products').pathWithoutLocale).toBe('/products');
    expect(resolve('/el').market.language).toBe('el');
    expect(resolve('/').market.language).toBe('en');
  });

  it('falls back to the default language for a disabled locale', () => {
    const enabledLocales = parseLocaleLimit('sv');
    const onDomain = resolveMarketFromUrl({
      host: 'pouchatlas.de',
      pathname: '/',
      domains: production,
      enabledLocales,
    });
    expect(onDomain.market.language).toBe('en');
    const byPrefix = resolveMarketFromUrl({
      host: 'pouchatlas.com',
      pathname: '/fi/products',
      domains: production,
      enabledLocales,
    });
    expect(byPrefix.market.language).toBe('en');
    expect(byPrefix.pathWithoutLocale).toBe('/fi/products');
  });

  it('accepts a path without a leading slash', () => {
    const resolved = resolveMarketFromUrl({
      host: 'pouchatlas.com',
      pathname: 'fi/blog',
      domains: production,
      enabledLocales: all,
    });
    expect(resolved.market.language).toBe('fi');
    expect(resolved.pathWithoutLocale).toBe('/blog');
  });
});

describe('languagesOnHost', () => {
  it('gives a country domain its own language, and the default domain its own and the prefixed ones', () => {
    expect(languagesOnHost('pouchatlas.de', production, all)).toEqual(['de']);
    expect(languagesOnHost('pouchatlas.com', production, all)).toEqual(['en', 'fi']);
    expect(languagesOnHost('127.0.0.1:8787', devSingleHost, all)).toEqual(all);
  });

  it('serves nothing of its own on a country domain whose market is switched off', () => {
    expect(languagesOnHost('pouchatlas.de', production, parseLocaleLimit('sv'))).toEqual([]);
    expect(languagesOnHost('pouchatlas.com', production, parseLocaleLimit('sv'))).toEqual(['en']);
  });
});
