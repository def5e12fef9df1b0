import { STUDIO_MESSAGES } from './messages';
import type { RuleResult } from './slug-rules';

export const PRODUCT_LISTING_DEFAULT_QUANTITY = 8;
export const PRODUCT_LISTING_MAX_QUANTITY = 12;
export const DEPRECATED_TOP_BRANDS_MAX = 3;
export const FEATURED_BRANDS_MIN = 1;
export const FEATURED_BRANDS_MAX = 4;

/** productListing.uri is a category URI as Centra writes it: relative, no leading '/'. */
export function checkCategoryUri(uri: string | undefined): RuleResult {
  if (uri === undefined) return true;
  return uri.startsWith('/') ? STUDIO_MESSAGES.leadingSlash : true;
}

interface Reference {
  _ref?: string;
}

/** A landing page lists each document once. */
export function checkNoRepeatedReferences(
  references: readonly Reference[] | undefined,
): RuleResult {
  const seen = new Set<string>();
  for (const reference of references ?? []) {
    if (!reference._ref) continue;
    if (seen.has(reference._ref)) return STUDIO_MESSAGES.duplicateDocument;
    seen.add(reference._ref);
  }
  return true;
}
