import type { RequestMarket } from '../app-env';
import { soldIn, type Product } from '../domain/catalogue';
import { marketFor, type PageVersion } from '../domain/markets';
import { joinPath } from '../domain/urls';

/** A product's path below the locale: its category's URI, then its own. */
export const productPath = (product: Pick<Product, 'categoryUri' | 'uri'>) =>
  `/${joinPath(product.categoryUri, product.uri)}`;

/** A product page exists in the languages whose markets sell it, at the same path. */
export function productVersions(
  request: Pick<RequestMarket, 'enabledLocales'>,
  product: Product,
  path: string,
): PageVersion[] {
  return request.enabledLocales
    .filter((language) => soldIn(product, marketFor(language).centraMarket))
    .map((language) => ({ language, path }));
}
