import { map, of, type Observable } from 'rxjs';
import type { DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation';
import type { StudioMarket } from '../../src/domain/markets/studio-deployment';
import { SHOP_PATHS } from '../../src/domain/urls/shop-paths';
import { pageUrl } from './shop-urls';

interface Translation {
  language?: string | null;
  uri?: string | null;
  title?: string | null;
}

/** A post's or legal page's translations, itself included (document internationalization). */
const TRANSLATIONS_QUERY = `coalesce(
  *[_type == "translation.metadata" && references($id)][0].translations[].value->{ language, "uri": uri.current, title },
  *[_id == $id][0..0]{ language, "uri": uri.current, title }
)`;

const URI_QUERY = `*[_id == $id][0]{ "uri": uri.current, "title": coalesce(title[_key == "en"][0].value, title, internalName) }`;

const everyMarket = (
  markets: readonly StudioMarket[],
  path: string,
  title: (market: StudioMarket) => string,
) => markets.map((market) => ({ title: title(market), href: pageUrl(market, path) }));

const notOnAPage = (message: string): DocumentLocationsState => ({ message, tone: 'caution' });

/**
 * Where a document shows on the shop, for the banner above its form and the Presentation
 * tool's list: a post or legal page at its URL in each language that has it, a landing or
 * blog page at its URI in every market, the home page and the FAQ in every market, and the
 * site settings on every page (the markets' homes listed).
 */
export function shopLocations(markets: readonly StudioMarket[]): DocumentLocationResolver {
  const byLanguage = new Map(markets.map((market) => [market.language, market]));
  return ({ id, type }, { documentStore }) => {
    const listen = <T>(query: string): Observable<T> =>
      documentStore.listenQuery(query, { id }, { perspective: 'drafts' }) as Observable<T>;
    switch (type) {
      case 'blogPost':
      case 'legalPage':
        return listen<Translation[] | null>(TRANSLATIONS_QUERY).pipe(
          map((translations) => {
            const locations = (translations ?? []).flatMap(({ language, uri, title }) => {
              const market = language ? byLanguage.get(language) : undefined;
              return market && uri
                ? [{ title: `${title ?? uri} · ${market.name}`, href: pageUrl(market, uri) }]
                : [];
            });
            return locations.length > 0
              ? { locations }
              : notOnAPage(
                  'Not on the shop yet: give it a URI (and a language the shop sells in).',
                );
          }),
        );
      case 'homePage':
        return of({ locations: everyMarket(markets, '', (market) => `Home · ${market.name}`) });
      case 'siteSettings':
        return of({
          message: 'On every page: the navigation, the free-shipping line and the footer.',
          tone: 'positive',
          locations: everyMarket(markets, '', (market) => `Home · ${market.name}`),
        });
      case 'faqEntry':
        return of({
          locations: everyMarket(markets, SHOP_PATHS.faq, (market) => `FAQ · ${market.name}`),
        });
      case 'blogLanding':
      case 'blogAuthor':
      case 'blogCategory':
      case 'blogTag':
      case 'centraLanding':
      case 'centraDocument':
        return listen<{ uri?: string | null; title?: string | null } | null>(URI_QUERY).pipe(
          map((document) =>
            document?.uri
              ? {
                  locations: everyMarket(
                    markets,
                    document.uri,
                    (market) => `${document.title ?? document.uri} · ${market.name}`,
                  ),
                }
              : notOnAPage('Not on the shop yet: give it a URI.'),
          ),
        );
      default:
        return null;
    }
  };
}
