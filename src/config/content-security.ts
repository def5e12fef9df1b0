import type { Config } from './config';
import { imageHostOf } from './image-host';

/** Where the browser reports what the policy blocked (Reporting API and the older report-uri). */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';

/** The sources the page's policy allows beyond this origin, by what the browser does with them. */
export interface PolicySources {
  connect: string[];
  img: string[];
  form: string[];
  frame: string[];
  script: string[];
}

const SANITY_IMAGE_CDN = 'https://cdn.sanity.io';

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/**
 * The hosts algoliasearch's browser client reads from: the configured ones, else the
 * application's DSN host and its fallbacks.
 */
function algoliaHosts(appId: string, configured: readonly string[]): string[] {
  if (configured.length > 0) return [...configured];
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
  ];
}

const unique = (...lists: (string | undefined)[][]) => [
  ...new Set(lists.flat().filter((entry): entry is string => Boolean(entry))),
];

/**
 * What a page may reach, from the configuration alone: the live Checkout API the browser
 * calls, the live Algolia application it searches, images from Sanity and the configured hosts,
 * the payment providers' forms and frames, and the configured third-party scripts (which also
 * send their beacons home). Embedded services are this origin, so they add nothing.
 */
export function policySources(config: Config): PolicySources {
  const checkout =
    config.services.checkout === 'live' ? originOf(config.CENTRA_API_URL) : undefined;
  const search =
    config.services.search === 'live'
      ? algoliaHosts(config.search.appId, config.ALGOLIA_HOSTS)
      : [];
  // Images come from Sanity's CDN, or from the host @sanity/image-url derives from a custom
  // API host (content-clients.ts).
  const images =
    config.services.content === 'live' && config.SANITY_API_HOST
      ? imageHostOf(config.SANITY_API_HOST)
      : SANITY_IMAGE_CDN;
  const scripts = unique(
    [
      config.PUBLIC_TAG_MANAGER_URL,
      config.PUBLIC_NEWSLETTER_SCRIPT_URL,
      config.PUBLIC_MARKETING_SCRIPT_URL,
    ].map(originOf),
  );
  const providers = config.PAYMENT_PROVIDER_ORIGINS;
  return {
    connect: unique([checkout], search, providers, scripts),
    img: unique([originOf(images), checkout], config.IMAGE_ORIGINS, scripts),
    // Centra's hosted payment pages post back through the Checkout API's own origin.
    form: unique([checkout], providers),
    frame: unique(providers),
    script: unique(scripts, providers),
  };
}
