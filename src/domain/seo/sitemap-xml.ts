import { centraTime } from '../catalogue';
import type { HreflangLink } from '../markets';

/** One page of a sitemap: its address, when it last changed and its language versions. */
export interface SitemapUrl {
  loc: string;
  /** W3C date or date-time. */
  lastmod?: string;
  alternates: readonly HreflangLink[];
}

export interface SitemapRef {
  loc: string;
  lastmod?: string;
}

/** The five characters XML gives meaning to, escaped (URLs may carry `&` in a query). */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&${XML_ENTITIES[char]};`);

const XML_ENTITIES: Record<string, string> = {
  '&': 'amp',
  '<': 'lt',
  '>': 'gt',
  '"': 'quot',
  "'": 'apos',
};

/** A sitemap lists at most 50,000 URLs; the shop's lists are split long before that. */
const MAX_SITEMAP_URLS = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A `<urlset>` with each page's `xhtml:link` alternates, as search engines read hreflang. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > MAX_SITEMAP_URLS)
    throw new Error(`A sitemap holds at most ${MAX_SITEMAP_URLS} URLs, not ${urls.length}`);
  const entries = urls.map((url) => {
    const lines = [`    <loc>${escapeXml(url.loc)}</loc>`];
    if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const link of url.alternates)
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
      );
    return `  <url>\n${lines.join('\n')}\n  </url>\n`;
  });
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

/** A `<sitemapindex>` of a domain's sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  const entries = sitemaps.map((sitemap) => {
    const lastmod = sitemap.lastmod ? `\n    <lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : '';
    return `  <sitemap>\n    <loc>${escapeXml(sitemap.loc)}</loc>${lastmod}\n  </sitemap>\n`;
  });
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</sitemapindex>\n'
  );
}

/**
 * A date as a sitemap's `lastmod` wants it (W3C datetime). Centra writes "2024-02-16 10:15:22";
 * anything unreadable is left out rather than guessed.
 */
export function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(centraTime(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The latest of some dates (ISO strings compare as text), for a list's or an index's lastmod. */
export const latest = (dates: readonly (string | undefined)[]): string | undefined =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
