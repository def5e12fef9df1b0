import type { BreakpointTheme } from '../domain/layout';
import type { PageKind } from './page-data';

/**
 * Who each kind of page is for. `everyone` pages hold nothing about a visitor: they may be
 * cached whole and shared. `shopper` pages are one shopper's own (their cart, order or
 * account, filled in their browser): never cached, never stored by any cache, and the
 * shopper's session starts on them at once.
 */
const PAGE_AUDIENCE = {
  home: 'everyone',
  blog: 'everyone',
  'blog-post': 'everyone',
  faq: 'everyone',
  legal: 'everyone',
  newsletter: 'everyone',
  'product-list': 'everyone',
  product: 'everyone',
  landing: 'everyone',
  'landing-document': 'everyone',
  'not-found': 'everyone',
  unavailable: 'everyone',
  checkout: 'shopper',
  receipt: 'shopper',
  account: 'shopper',
  'password-reset': 'shopper',
} as const satisfies Record<PageKind, 'everyone' | 'shopper'>;

export const isShopperPage = (kind: PageKind): boolean => PAGE_AUDIENCE[kind] === 'shopper';

/**
 * The breakpoint set a page's body is laid out with (src/domain/layout): the shopper's own
 * pages have a theme of their own, everything else is the shop's.
 */
export const breakpointThemeOf = (kind: PageKind): BreakpointTheme =>
  isShopperPage(kind) ? 'shopper' : 'shop';
