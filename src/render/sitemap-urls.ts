import type { RequestMarket } from '../app-env';
import type { SitemapContent } from '../adapters/content/content-schemas';
import { soldIn, type Product } from '../domain/catalogue';
import { everyLanguage, hreflangLinks, localizedUrl, type PageVersion } from '../domain/markets';
import { latest, w3cDate, type SitemapUrl } from '../domain/seo/sitemap-xml';
import { SHOP_PATHS } from '../domain/urls';
import { productPath, productVersions } from './product-versions';
import { translationVersions } from './translation-versions';

/** A market's sitemaps, one per kind of page. */
export const SITEMAP_TYPES = ['pages', 'products', 'categories', 'landings', 'blog'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export const isSitemapType = (value: string): value is SitemapType =>
  (SITEMAP_TYPES as readonly string[]).includes(value);

/** What the sitemaps are made of: the market's content and what its catalogue sells. */
export interface SitemapSources {
  content: SitemapContent;
  /** Every product of the catalogue (the market's are picked here). */
  products: readonly Product[];
  categories: readonly { uri: string }[];
}

/** One page in the market's language with the same alternates as its hreflang links. */
function pageUrl(
  request: RequestMarket,
  versions: readonly PageVersion[],
  lastmod: string | undefined,
): SitemapUrl {
  const { market, domains, protocol } = request;
  const own = versions.find((version) => version.language === market.language);
  const path = own?.path ?? '/';
  const date = w3cDate(lastmod);
  return {
    loc: localizedUrl(market.language, path, domains, protocol),
    ...(date ? { lastmod: date } : {}),
    alternates: hreflangLinks(versions, request),
  };
}

const everywhere = (request: RequestMarket, path: string) =>
  everyLanguage(path, request.enabledLocales);

/**
 * The URLs of one sitemap of the request's market. Only pages the market shows: products it
 * sells, blog entries with posts in its language; each with its alternates where it exists.
 */
export function sitemapUrls(
  request: RequestMarket,
  type: SitemapType,
  { content, products, categories }: SitemapSources,
): SitemapUrl[] {
  const language = request.market.language;
  const sold = products.filter((product) => soldIn(product, request.market.centraMarket));
  const newestProduct = latest(sold.map((product) => w3cDate(product.createdAt)));
  switch (type) {
    case 'pages':
      return [
        pageUrl(request, everywhere(request, SHOP_PATHS.home), content.home),
        pageUrl(request, everywhere(request, SHOP_PATHS.products), newestProduct),
        pageUrl(request, everywhere(request, SHOP_PATHS.faq), content.faq),
        pageUrl(request, everywhere(request, SHOP_PATHS.newsletter), content.settings),
        ...content.legal.map((page) =>
          pageUrl(request, translationVersions(language, page), page._updatedAt),
        ),
      ];
    case 'products':
      return sold.map((product) => {
        const path = productPath(product);
        return pageUrl(request, productVersions(request, product, path), product.createdAt);
      });
    case 'categories':
      return categories.map((category) => {
        const inCategory = sold.filter((product) =>
          product.categories.some((each) => each.uri === category.uri),
        );
        return pageUrl(
          request,
          everywhere(request, `/${category.uri}`),
          latest(inCategory.map((product) => w3cDate(product.createdAt))),
        );
      });
    case 'landings':
      return content.landings.map((landing) =>
        pageUrl(request, everywhere(request, `/${landing.uri}`), landing._updatedAt),
      );
    case 'blog': {
      const newestPost = latest(content.posts.map((post) => w3cDate(post._updatedAt)));
      return [
        ...(content.blogLanding
          ? [pageUrl(request, everywhere(request, `/${content.blogLanding.uri}`), newestPost)]
          : []),
        ...content.taxonomy.map((entry) =>
          pageUrl(request, everywhere(request, `/${entry.uri}`), entry._updatedAt),
        ),
        ...content.posts.map((post) =>
          pageUrl(request, translationVersions(language, post), post._updatedAt),
        ),
      ];
    }
  }
}
