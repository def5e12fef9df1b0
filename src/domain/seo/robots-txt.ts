/** What one domain tells crawlers. */
export interface RobotsInput {
  /** The locale prefixes this domain serves ('' for its own language, '/fi' …). */
  prefixes: readonly string[];
  /** One shopper's pages, below each prefix. */
  privatePaths: readonly string[];
  /** Addresses of the worker that are no pages (its API, embedded services, Studio). */
  servicePaths: readonly string[];
  /** The query parameter of search results. */
  searchParameter: string;
  sitemapUrl: string;
}

/**
 * robots.txt of a market domain: every crawler may read the shop but not a shopper's pages,
 * search results or the worker's services, and finds the domain's sitemap index. (The pages
 * kept out also say `noindex`, for links a crawler reaches from elsewhere.)
 */
export function robotsTxt(input: RobotsInput): string {
  const disallowed = [
    ...input.servicePaths,
    ...input.prefixes.flatMap((prefix) => input.privatePaths.map((path) => `${prefix}${path}`)),
    `/*?${input.searchParameter}=`,
    `/*&${input.searchParameter}=`,
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${input.sitemapUrl}`,
    '',
  ].join('\n');
}
