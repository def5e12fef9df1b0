import type { BreadcrumbList } from 'schema-dts';

/** The trail to a page, the page itself last: absolute URLs, as search engines want them. */
export function breadcrumbsJsonLd(trail: readonly { name: string; url: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
