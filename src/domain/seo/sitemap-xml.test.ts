import { describe, expect, it } from 'vitest';
import { latest, sitemapIndexXml, urlsetXml, w3cDate } from './sitemap-xml';

describe('sitemap XML', () => {
  it('writes each URL with its lastmod and hreflang alternates, escaping what XML reserves', () => {
    const xml = urlsetXml([
      {
        loc: 'https://pouchatlas.de/agb?a=1&b=2',
        lastmod: '2026-11-01T00:00:00Z',
        alternates: [{ hreflang: 'de-DE', href: 'https://pouchatlas.de/agb?a=1&b=2' }],
      },
      { loc: 'https://pouchatlas.de/', alternates: [] },
    ]);
    expect(xml).toContain('<loc>https://pouchatlas.de/agb?a=1&amp;b=2</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00Z</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de-DE" href="https://pouchatlas.de/agb?a=1&amp;b=2"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(urlsetXml([{ loc: `https://x.test/<a href="x">'</a>`, alternates: [] }])).toContain(
      '<loc>https://x.test/&lt;a href=&quot;x&quot;&gt;&apos;&lt;/a&gt;</loc>',
    );
  });

  it('refuses more URLs than one sitemap may hold', () => {
    const urls = Array.from({ length: 50_001 }, (_, index) => ({
      loc: `https://x.test/${index}`,
      alternates: [],
    }));
    expect(() => urlsetXml(urls)).toThrow('at most 50000');
  });

  it('indexes sitemaps', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.test/sitemaps/pages.xml' }])).toContain(
      '<sitemap>\n    <loc>https://x.test/sitemaps/pages.xml</loc>\n  </sitemap>',
    );
  });

  it('reads Centra and Sanity dates as W3C datetimes and leaves out what it cannot read', () => {
    expect(w3cDate('2024-02-16 10:15:22')).toBe('2024-02-16T10:15:22Z');
    expect(w3cDate('2026-11-01T08:30:00.123Z')).toBe('2026-11-01T08:30:00Z');
    expect(w3cDate('soon')).toBeUndefined();
    expect(w3cDate(undefined)).toBeUndefined();
    expect(latest(['2026-01-01T00:00:00Z', undefined, '2026-03-01T00:00:00Z'])).toBe(
      '2026-03-01T00:00:00Z',
    );
  });
});
