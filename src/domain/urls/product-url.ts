import { localizedUrl, type DomainTable, type Language } from '../markets';
import { joinPath } from './path-segments';

export interface ProductUrlInput {
  language: Language;
  categoryUri: string | null | undefined;
  productUri: string;
  domains: DomainTable;
  protocol?: string;
}

/**
 * Base domain of the language, then the category path, then the product path; a
 * language living on the default domain other than the default gets its locale
 * appended to the base.
 */
export function productUrl({
  language,
  categoryUri,
  productUri,
  domains,
  protocol = 'https',
}: ProductUrlInput): string {
  return localizedUrl(language, `/${joinPath(categoryUri, productUri)}`, domains, protocol);
}
