/**
 * What the worker serving the Studio tells it about the deployment, in a meta element of the
 * Studio's page (decision 0038): which content API to edit and how to sign in there, and where
 * each market's pages are, for the Presentation tool's frame. One Studio build so serves the
 * embedded lake, the stand-ins' Sanity API and a Sanity project alike.
 */
export const STUDIO_DEPLOYMENT_META = 'studio-deployment';

/** One market's pages as the Studio's host reaches them. */
export interface StudioMarket {
  language: string;
  country: string;
  /** In English, for editors: "German (Germany)". */
  name: string;
  /** The market's home without its trailing slash: origin and locale prefix (`http://localhost:8787/fi`). */
  base: string;
}

export interface StudioDeployment {
  projectId: string;
  dataset: string;
  /**
   * The content API's host when it is not Sanity's: the shop's own origin for the embedded lake
   * (`local.` + host), or a custom API host (the stand-ins of `npm run services`).
   */
  apiHost?: string;
  /** Editors sign in with the lake's editor token (the lake and the stand-ins), not Sanity's login. */
  tokenSignIn: boolean;
  markets: StudioMarket[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** An http(s) address with a host, as the worker writes each base and API host. */
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(value);

const isMarket = (value: unknown): value is StudioMarket => {
  const market = value as Partial<StudioMarket> | null;
  return (
    typeof market === 'object' &&
    market !== null &&
    isText(market.language) &&
    isText(market.country) &&
    isText(market.name) &&
    isAddress(market.base)
  );
};

/** The deployment a meta element's content describes; undefined when it describes none. */
export function parseStudioDeployment(
  content: string | null | undefined,
): StudioDeployment | undefined {
  if (!content) return undefined;
  let value: Partial<StudioDeployment>;
  try {
    value = JSON.parse(content) as Partial<StudioDeployment>;
  } catch {
    return undefined;
  }
  if (
    !isText(value.projectId) ||
    !isText(value.dataset) ||
    typeof value.tokenSignIn !== 'boolean' ||
    !Array.isArray(value.markets) ||
    !value.markets.every(isMarket) ||
    (value.apiHost !== undefined && !isAddress(value.apiHost))
  )
    return undefined;
  return {
    projectId: value.projectId,
    dataset: value.dataset,
    ...(value.apiHost ? { apiHost: value.apiHost } : {}),
    tokenSignIn: value.tokenSignIn,
    markets: value.markets,
  };
}
