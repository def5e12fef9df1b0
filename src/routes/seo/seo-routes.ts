import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { CURRENT_MARKET_CATEGORY_ID } from '../../domain/catalogue';
import { languagesOnHost, localizedPath, localizedUrl } from '../../domain/markets';
import { robotsTxt } from '../../domain/seo/robots-txt';
import { sitemapIndexXml, urlsetXml } from '../../domain/seo/sitemap-xml';
import { PRIVATE_PAGE_PATHS, SEARCH_PARAMETER, SERVICE_SEGMENTS } from '../../domain/urls';
import { pageCache } from '../../middleware/page-cache';
import { isSitemapType, SITEMAP_TYPES, sitemapUrls } from '../../render/sitemap-urls';

/** Big enough for the whole catalogue, as the product list reads it (one cached read). */
const CATALOGUE_LIMIT = 1000;

const XML = { 'Content-Type': 'application/xml; charset=utf-8' };

/** This host's languages: what its robots.txt and sitemap index speak for. */
function hostLanguages(c: Context<AppEnv>) {
  const { domains, enabledLocales } = c.get('market');
  return languagesOnHost(new URL(c.req.url).host, domains, enabledLocales);
}

/** robots.txt of the domain asked: its own sitemap index, its shopper pages kept out. */
function robots(c: Context<AppEnv>) {
  const { domains, protocol } = c.get('market');
  const prefixes = hostLanguages(c).map((language) =>
    localizedPath(language, '/', domains).replace(/\/$/, ''),
  );
  const origin = `${protocol}://${new URL(c.req.url).host}`;
  return c.text(
    robotsTxt({
      prefixes,
      privatePaths: PRIVATE_PAGE_PATHS,
      servicePaths: SERVICE_SEGMENTS.map((segment) => `/${segment}`),
      searchParameter: SEARCH_PARAMETER,
      sitemapUrl: `${origin}/sitemap.xml`,
    }),
  );
}

/** The domain's sitemap index: each of its languages' sitemaps, one per kind of page. */
function sitemapIndex(c: Context<AppEnv>) {
  const { domains, protocol } = c.get('market');
  const sitemaps = hostLanguages(c).flatMap((language) =>
    SITEMAP_TYPES.map((type) => ({
      loc: localizedUrl(language, `/sitemaps/${type}.xml`, domains, protocol),
    })),
  );
  return c.body(sitemapIndexXml(sitemaps), 200, XML);
}

/** One sitemap of the market the address names (its domain or locale prefix). */
async function sitemap(c: Context<AppEnv>) {
  const type = /^([a-z]+)\.xml$/.exec(c.req.param('file') ?? '')?.[1] ?? '';
  if (!isSitemapType(type)) return c.notFound();
  const request = c.get('market');
  const { content, catalogue } = c.get('services');
  const language = request.market.language;
  const needsCatalogue = type !== 'landings' && type !== 'blog';
  const [sitemapContent, products, categories] = await Promise.all([
    content.sitemap(),
    needsCatalogue
      ? catalogue.products(language, {
          categories: [CURRENT_MARKET_CATEGORY_ID],
          relatedProducts: true,
          limit: CATALOGUE_LIMIT,
        })
      : { products: [] },
    type === 'categories' ? catalogue.categories(language) : [],
  ]);
  const urls = sitemapUrls(request, type, {
    content: sitemapContent,
    products: products.products,
    categories,
  });
  return c.body(urlsetXml(urls), 200, XML);
}

/**
 * Robots and sitemaps of every market domain. The sitemaps are built from the same cached
 * reads as the pages and kept in the full-page cache, so a content or catalogue purge renews
 * them with the pages.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', robots)
  .get('/sitemap.xml', pageCache, sitemapIndex)
  .get('/sitemaps/:file', pageCache, sitemap);
