import type { MarketLink } from './initial-state';

export interface NavLink {
  title: string;
  href: string;
}

/** What every page's header and footer show: navigation from content, the markets, key paths. */
export interface LayoutData {
  homeHref: string;
  productsHref: string;
  accountHref: string;
  checkoutHref: string;
  receiptHref: string;
  passwordResetHref: string;
  newsletterHref: string;
  navigation: NavLink[];
  footerGroups: { title: string; links: NavLink[] }[];
  footerText?: string;
  newsletterText?: string;
  markets: MarketLink[];
}
