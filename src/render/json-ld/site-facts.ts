import type { RequestMarket } from '../../app-env';
import { localizedUrl } from '../../domain/markets';
import { SEARCH_PARAMETER, SHOP_PATHS } from '../../domain/urls';
import type { SiteFacts } from './site-json-ld';

/** The shop's logo: the icon every page links, which scales to any size. */
const LOGO_PATH = '/favicon.svg';

/** The market's shop as structured data names it: its home, logo and product search. */
export function siteFacts(request: RequestMarket, name: string): SiteFacts {
  const { market, domains, protocol } = request;
  const url = (path: string) => localizedUrl(market.language, path, domains, protocol);
  return {
    name,
    homeUrl: url(SHOP_PATHS.home),
    logoUrl: `${protocol}://${domains.hosts[market.language]}${LOGO_PATH}`,
    language: market.language,
    searchUrlTemplate: `${url(SHOP_PATHS.products)}?${SEARCH_PARAMETER}={search_term_string}`,
  };
}
