/**
 * The legal pages every market has. The shop links to them by kind (the footer, the
 * checkout's and newsletter's consent labels); editors choose each page's URI per language.
 */
export const LEGAL_KINDS = ['terms', 'privacy', 'cookies', 'imprint', 'shipping-returns'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
