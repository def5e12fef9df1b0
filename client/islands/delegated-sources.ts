/**
 * Browser code behind plain HTML, run by one listener for the page instead of an island (a
 * card's add button): like an island's, its words go with a page that renders that HTML. Kept
 * free of imports so the build script can read it.
 */
export const DELEGATED_SOURCES = {
  'card-add': 'client/shop/card-add-action.ts',
} as const;

export type DelegatedName = keyof typeof DELEGATED_SOURCES;
