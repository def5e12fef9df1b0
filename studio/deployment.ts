import {
  parseStudioDeployment,
  STUDIO_DEPLOYMENT_META,
  type StudioDeployment,
} from '../src/domain/markets/studio-deployment';
import { ENGLISH_LANGUAGE_NAMES, LANGUAGES } from '../src/domain/markets/languages';
import { MARKETS } from '../src/domain/markets/market-table';

/**
 * Where a Studio run on its own (`sanity dev`, a build opened without the worker) finds the
 * shop: the project baked in at build time, and the shop of `npm start` with every market
 * on its development names.
 */
function builtInDeployment(origin: string): StudioDeployment {
  const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local';
  const shop = new URL(origin);
  return {
    projectId,
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
    ...(projectId === 'local' ? { apiHost: origin } : {}),
    tokenSignIn: projectId === 'local',
    markets: LANGUAGES.map((language) => {
      const market = MARKETS.find((entry) => entry.language === language)!;
      const host = market.onDefaultDomain
        ? shop.host
        : `${market.country.toLowerCase()}.${shop.host}`;
      const prefix = market.onDefaultDomain && language !== 'en' ? `/${language}` : '';
      return {
        language,
        country: market.country,
        name: `${ENGLISH_LANGUAGE_NAMES[language]} (${market.countryName})`,
        base: `${shop.protocol}//${host}${prefix}`,
      };
    }),
  };
}

/**
 * The deployment the Studio edits and shows: as the worker serving it lists it in the page
 * (`<meta name="studio-deployment">`), so one build serves the embedded lake, the stand-ins'
 * Sanity API and a Sanity project; the built-in one where no page lists it.
 */
export function studioDeployment(
  page: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): StudioDeployment {
  const listed = page
    ?.querySelector(`meta[name="${STUDIO_DEPLOYMENT_META}"]`)
    ?.getAttribute('content');
  const origin = typeof window === 'undefined' ? 'http://localhost:8787' : window.location.origin;
  return parseStudioDeployment(listed) ?? builtInDeployment(origin);
}
