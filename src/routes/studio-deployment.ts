import type { RequestMarket } from '../app-env';
import type { Config } from '../config/config';
import type { StudioDeployment } from '../domain/markets/studio-deployment';
import { EMBEDDED_PROJECT_ID } from '../adapters/embedded/content-lake';
import { ENGLISH_LANGUAGE_NAMES, MARKETS, localePrefix } from '../domain/markets';

/** Sanity's own API hosts, where editors sign in with Sanity's login. */
const SANITY_HOSTED = /(^|\.)sanity\.(io|work)$/;

/**
 * The deployment as the Studio served at `studioUrl` needs it: the content API and its
 * sign-in, and each enabled market's home as this host reaches it (in development every
 * market lives on the host's own names, `de.localhost:8787`).
 */
export function studioDeployment(
  config: Config,
  request: Pick<RequestMarket, 'domains' | 'enabledLocales'>,
  studioUrl: URL,
): StudioDeployment {
  const embedded = config.services.content === 'embedded';
  const apiHost = embedded ? studioUrl.origin : config.SANITY_API_HOST;
  const protocol = studioUrl.protocol.replace(':', '');
  return {
    projectId: embedded ? EMBEDDED_PROJECT_ID : (config.SANITY_PROJECT_ID ?? ''),
    dataset: embedded ? 'production' : config.SANITY_DATASET,
    ...(apiHost ? { apiHost } : {}),
    tokenSignIn:
      embedded || (apiHost !== undefined && !SANITY_HOSTED.test(new URL(apiHost).hostname)),
    markets: MARKETS.filter(({ language }) => request.enabledLocales.includes(language)).map(
      ({ language, country, countryName }) => ({
        language,
        country,
        name: `${ENGLISH_LANGUAGE_NAMES[language]} (${countryName})`,
        base: `${protocol}://${request.domains.hosts[language]}${localePrefix(language, request.domains)}`,
      }),
    ),
  };
}

/** The origins the markets' pages are on, each once: what the Studio's frame may show. */
export const marketOrigins = (deployment: StudioDeployment): string[] => [
  ...new Set(deployment.markets.map((market) => new URL(market.base).origin)),
];
