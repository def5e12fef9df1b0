import type { LegalKind } from '../domain/content/legal-pages';
import type { MarketLink } from './initial-state';
import type { EditAttributes } from './page-data';

export interface NavLink {
  title: string;
  href: string;
  /** In draft mode: where the Studio edits the link's title (`EditAttributes`). */
  edit?: string;
}

/** What every page's header and footer show: navigation from content, the markets, key paths. */
export interface LayoutData {
  homeHref: string;
  productsHref: string;
  /**
   * Where the market's catalogue paths start (its domain and locale, no trailing slash): a
   * search record's `uri`, the category path then the product path, is appended to it.
   */
  catalogueBase: string;
  accountHref: string;
  checkoutHref: string;
  receiptHref: string;
  passwordResetHref: string;
  newsletterHref: string;
  navigation: NavLink[];
  footerGroups: { title: string; links: NavLink[]; edit?: string }[];
  /** The market's legal pages, in the footer and in the consent labels that name them. */
  legalLinks: (NavLink & { kind: LegalKind })[];
  footerText?: string;
  newsletterText?: string;
  /** The editors' free-shipping line with the market's threshold, for the header banner. */
  freeShippingBanner?: string;
  markets: MarketLink[];
  /** In draft mode: where the Studio edits the site settings' texts (`EditAttributes`). */
  edit?: EditAttributes<'freeShippingBanner' | 'footerText' | 'newsletterText'>;
}

/** Where the market's legal page of a kind is, for the words that link to it. */
export const legalHrefs = (
  layout: Pick<LayoutData, 'legalLinks'>,
): Partial<Record<LegalKind, string>> =>
  Object.fromEntries(layout.legalLinks.map((link) => [link.kind, link.href]));
