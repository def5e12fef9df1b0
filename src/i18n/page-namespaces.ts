import type { PageKind } from '../contract/page-data';
import type { BrowserNamespace } from './dictionary';

const FOR_EVERYONE = ['shell', 'storefront'] as const;

/**
 * The words each kind of page sends to the browser: the shell on every page, then what its own
 * view uses. A component reads its namespace with `useT(namespace)`; asking for one its page
 * did not receive is reported, so this table and the views cannot drift apart unseen.
 */
export const PAGE_NAMESPACES = {
  home: FOR_EVERYONE,
  blog: FOR_EVERYONE,
  'blog-post': FOR_EVERYONE,
  faq: FOR_EVERYONE,
  legal: FOR_EVERYONE,
  newsletter: FOR_EVERYONE,
  'product-list': FOR_EVERYONE,
  product: FOR_EVERYONE,
  landing: FOR_EVERYONE,
  'landing-document': FOR_EVERYONE,
  'not-found': FOR_EVERYONE,
  unavailable: FOR_EVERYONE,
  checkout: ['shell', 'customer', 'checkout'],
  receipt: ['shell', 'customer', 'checkout'],
  account: ['shell', 'customer', 'account'],
  'password-reset': ['shell', 'customer', 'account'],
} as const satisfies Record<PageKind, readonly BrowserNamespace[]>;
