import type { StudioMarket } from '../../src/domain/markets/studio-deployment';

/** A page of a market: its base (origin and locale prefix) and a path below it. */
export const pageUrl = (market: StudioMarket, path: string) =>
  `${market.base}/${path.replace(/^\/+/, '')}`;

/** The market a shop URL belongs to and the path below its locale: the longest base that holds it. */
export function marketOfUrl(
  markets: readonly StudioMarket[],
  url: URL,
): { market: StudioMarket; path: string } | undefined {
  let found: { market: StudioMarket; path: string } | undefined;
  for (const market of markets) {
    const base = new URL(market.base);
    if (base.origin !== url.origin) continue;
    const prefix = base.pathname.replace(/\/$/, '');
    if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) continue;
    if (found && new URL(found.market.base).pathname.length >= base.pathname.length) continue;
    found = { market, path: url.pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '') };
  }
  return found;
}

/** The content types the shop routes by their URI (src/adapters/content/queries.ts). */
const ROUTED_TYPES = [
  'blogLanding',
  'blogAuthor',
  'blogCategory',
  'blogTag',
  'centraLanding',
  'centraDocument',
];
/** The types that are one document per language, routed by URI within their language. */
const PER_LANGUAGE_TYPES = ['blogPost', 'legalPage'];

/**
 * The document a shop page is built around, as a GROQ filter: the home page at a market's
 * root, else the document whose URI is the path (for posts and legal pages, in the market's
 * language). Undefined for a URL of no market.
 */
export function mainDocumentFilter(
  markets: readonly StudioMarket[],
  url: URL,
): { filter: string; params: Record<string, string> } | undefined {
  const found = marketOfUrl(markets, url);
  if (!found) return undefined;
  if (found.path === '') return { filter: '_id == "homePage"', params: {} };
  return {
    filter: `uri.current == $uri && (_type in ${JSON.stringify(ROUTED_TYPES)} || (_type in ${JSON.stringify(PER_LANGUAGE_TYPES)} && language == $lang))`,
    params: { uri: found.path, lang: found.market.language },
  };
}
