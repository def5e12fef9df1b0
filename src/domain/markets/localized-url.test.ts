import { describe, expect, it } from 'vitest';
import { buildDomainTable } from './domain-table';
import { parseLocaleLimit } from './locale-limit';
import {
  hreflangCode,
  everyLanguage,
  hreflangLinks,
  localePrefix,
  localizedPath,
  localizedUrl,
} from './localized-url';

const domains = buildDomainTable();

describe('locale prefixes', () => {
  it.each([
    ['en', ''],
    ['fi', '/fi'],
    ['sv', ''],
    ['el', ''],
  ] as const)('%s has prefix %j in production', (language, prefix) => {
    expect(localePrefix(language, domains)).toBe(prefix);
  });

  it.each([
    ['en', '/', '/'],
    ['en', 'products//velo/', '/products/velo'],
    ['fi', '/', '/fi'],
    ['fi', '/products/', '/fi/products'],
    ['sv', '/blog', '/blog'],
  ] as const)('%s path of %j is %j', (language, path, expected) => {
    expect(localizedPath(language, path, domains)).toBe(expected);
  });

  it('builds absolute URLs on the language domain', () => {
    expect(localizedUrl('sv', '/products', domains)).toBe('https://pouchatlas.se/products');
    expect(localizedUrl('fi', '/', domains)).toBe('https://pouchatlas.com/fi');
    expect(localizedUrl('en', '/faq', domains, 'http')).toBe('http://pouchatlas.com/faq');
  });
});

describe('hreflang', () => {
  it.each([
    ['en', 'en'],
    ['sv', 'sv-SE'],
    ['el', 'el-GR'],
    ['et', 'et-EE'],
  ] as const)('%s is announced as %s', (language, code) => {
    expect(hreflangCode(language)).toBe(code);
  });

  it('lists every enabled locale and marks the default as x-default', () => {
    const enabledLocales = parseLocaleLimit('sv,fi');
    const links = hreflangLinks(everyLanguage('/blog', enabledLocales), {
      domains,
      enabledLocales,
    });
    expect(links).toEqual([
      { hreflang: 'en', href: 'https://pouchatlas.com/blog' },
      { hreflang: 'sv-SE', href: 'https://pouchatlas.se/blog' },
      { hreflang: 'fi-FI', href: 'https://pouchatlas.com/fi/blog' },
      { hreflang: 'x-default', href: 'https://pouchatlas.com/blog' },
    ]);
  });

  it('covers all 18 locales plus x-default without a limit', () => {
    const enabledLocales = parseLocaleLimit(undefined);
    const links = hreflangLinks(everyLanguage('/', enabledLocales), { domains, enabledLocales });
    expect(links).toHaveLength(19);
    expect(links.filter((link) => link.hreflang === 'x-default')).toHaveLength(1);
  });

  it('lists only the languages where a page exists, each at its own path', () => {
    const links = hreflangLinks(
      [
        { language: 'de', path: '/blog/nikotinbeutel' },
        { language: 'en', path: '/blog/nicotine-pouches' },
        { language: 'pl', path: '/blog/saszetki' },
      ],
      { domains, enabledLocales: parseLocaleLimit('de,en') },
    );
    expect(links).toEqual([
      { hreflang: 'de-DE', href: 'https://pouchatlas.de/blog/nikotinbeutel' },
      { hreflang: 'en', href: 'https://pouchatlas.com/blog/nicotine-pouches' },
      { hreflang: 'x-default', href: 'https://pouchatlas.com/blog/nicotine-pouches' },
    ]);
  });

  it('has no x-default when the page has no English version', () => {
    const links = hreflangLinks([{ language: 'sv', path: '/blog/snus' }], {
      domains,
      enabledLocales: parseLocaleLimit(undefined),
    });
    expect(links).toEqual([{ hreflang: 'sv-SE', href: 'https://pouchatlas.se/blog/snus' }]);
  });
});
