import type { Organization, SearchAction, WebSite } from 'schema-dts';

/**
 * schema.org's SearchAction with the `query-input` annotation search engines read to fill in
 * the words (an Action input constraint, which schema-dts does not model).
 */
type SearchActionWithInput = Exclude<SearchAction, string> & { 'query-input': string };

export interface SiteFacts {
  name: string;
  /** The market's home page, absolute. */
  homeUrl: string;
  logoUrl: string;
  language: string;
  /** The market's product search, absolute, with `{search_term_string}` for the words. */
  searchUrlTemplate: string;
}

/** Who runs the shop, and the shop itself with its search, on the home page. */
export function siteJsonLd(site: SiteFacts): [Organization, WebSite] {
  const organizationId = `${site.homeUrl}#organization`;
  return [
    {
      '@type': 'Organization',
      '@id': organizationId,
      name: site.name,
      url: site.homeUrl,
      logo: site.logoUrl,
    },
    {
      '@type': 'WebSite',
      '@id': `${site.homeUrl}#website`,
      name: site.name,
      url: site.homeUrl,
      inLanguage: site.language,
      publisher: { '@id': organizationId },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
        'query-input': 'required name=search_term_string',
      } satisfies SearchActionWithInput as SearchAction,
    },
  ];
}
