import fc from 'fast-check';
import type { SelectionResponse } from '../../src/contract/checkout-api/schemas';
import type { InitialState } from '../../src/contract/initial-state';
import type { LayoutData, NavLink } from '../../src/contract/layout-data';
import type { PageData, PageKind, ServerRead } from '../../src/contract/page-data';
import { PAGE_AUDIENCE } from '../../src/contract/page-kinds';
import type { PublicConfig } from '../../src/contract/public-config';
import { LEGAL_KINDS } from '../../src/domain/content/legal-pages';
import { LANGUAGES, marketFor, type Language } from '../../src/domain/markets';
import { testLine, testSelection } from '../shop/test-selection';

/**
 * Random page states for tests of what the server renders around a page: its market and
 * language, kind of page, the shopper's cart as the worker read it, and the shop's settings
 * (configuration, and the editors' navigation, footer, legal links and texts). Every field is
 * drawn on its own, so a test can vary one field of a state at a time (`withField`).
 */
export interface PageInput {
  language: Language;
  kind: PageKind;
  /** What the worker read of the session on a shopper's own page (a cart, or none). */
  session: ServerRead<never>['state'];
  cartCount: number;
  config: PublicConfig;
  layout: LayoutData;
}

const KINDS = Object.keys(PAGE_AUDIENCE) as PageKind[];
const SERVICE_MODES = ['live', 'embedded', 'off'] as const;

/** Texts as editors and configuration write them, in several scripts, with markup's characters. */
const text = fc.string({
  unit: fc.constantFrom(...'aeiklmnoståäöéžΩλжあ €<>&"\''),
  minLength: 1,
  maxLength: 10,
});
const href = fc.webPath({ size: 'xsmall' }).map((path) => path || '/');
const navLink: fc.Arbitrary<NavLink> = fc.record({ title: text, href });
// Lists are keyed by their links' addresses and titles (as editors' lists are: one link each).
const navLinks = fc.uniqueArray(navLink, { selector: (link) => link.href, maxLength: 4 });

const configFields: { [K in keyof PublicConfig]-?: fc.Arbitrary<PublicConfig[K]> } = {
  shopName: text,
  environment: fc.constantFrom('development', 'test', 'production'),
  services: fc.record({
    checkout: fc.constantFrom(...SERVICE_MODES),
    content: fc.constantFrom(...SERVICE_MODES),
    search: fc.constantFrom(...SERVICE_MODES),
    monitoring: fc.constantFrom(...SERVICE_MODES),
    logs: fc.constantFrom(...SERVICE_MODES),
  }),
  checkoutBase: fc.oneof(href, fc.webUrl()),
  monitoring: fc.option(
    fc.record({ dsn: fc.webUrl(), tracesSampleRate: fc.double({ min: 0, max: 1, noNaN: true }) }),
    { nil: undefined },
  ),
  scripts: fc.record(
    { tagManager: fc.webUrl(), newsletter: fc.webUrl(), marketing: fc.webUrl() },
    { requiredKeys: [] },
  ),
  freeShipping: fc.dictionary(fc.constantFrom('EUR', 'GBP', 'SEK'), fc.nat(1000)),
  sekRates: fc.dictionary(fc.constantFrom('EUR', 'GBP', 'DKK'), fc.double({ min: 0.01, max: 20 })),
  search: fc.record(
    { appId: text, searchKey: text, indexBase: text, enginePath: href },
    { requiredKeys: ['appId', 'searchKey', 'indexBase'] },
  ),
};

const layoutFields: { [K in keyof LayoutData]-?: fc.Arbitrary<LayoutData[K]> } = {
  homeHref: href,
  productsHref: href,
  catalogueBase: fc.webUrl(),
  accountHref: href,
  checkoutHref: href,
  receiptHref: href,
  passwordResetHref: href,
  newsletterHref: href,
  navigation: navLinks,
  footerGroups: fc.uniqueArray(fc.record({ title: text, links: navLinks }), {
    selector: (group) => group.title,
    maxLength: 3,
  }),
  legalLinks: fc.uniqueArray(
    fc.record({ kind: fc.constantFrom(...LEGAL_KINDS), title: text, href }),
    { selector: (link) => link.href, maxLength: LEGAL_KINDS.length },
  ),
  footerText: fc.option(text, { nil: undefined }),
  newsletterText: fc.option(text, { nil: undefined }),
  freeShippingBanner: fc.option(text, { nil: undefined }),
  markets: fc.uniqueArray(
    fc.record({ language: fc.constantFrom(...LANGUAGES), label: text, href: fc.webUrl() }),
    { selector: (market) => market.language, maxLength: 5 },
  ),
};

/** Every field of a page input, drawn on its own: `config.shopName`, `layout.navigation`, … */
const FIELDS = {
  language: fc.constantFrom(...LANGUAGES),
  // The account is the page whose header counts the cart: drawn more often than the others.
  kind: fc.oneof(
    { arbitrary: fc.constantFrom(...KINDS), weight: 3 },
    { arbitrary: fc.constant<PageKind>('account'), weight: 1 },
  ),
  // Read, the account's header counts the cart: drawn as often as the other two together.
  session: fc.oneof(
    { arbitrary: fc.constant('read'), weight: 2 },
    { arbitrary: fc.constantFrom('none', 'failed'), weight: 2 },
  ),
  cartCount: fc.nat(25),
  ...Object.fromEntries(
    Object.entries(configFields).map(([key, value]) => [`config.${key}`, value]),
  ),
  ...Object.fromEntries(
    Object.entries(layoutFields).map(([key, value]) => [`layout.${key}`, value]),
  ),
} as Record<string, fc.Arbitrary<unknown>>;

export const PAGE_INPUT_FIELDS = Object.keys(FIELDS);

/** A page input with one field (as `PAGE_INPUT_FIELDS` names it) taken from another. */
export function withField(input: PageInput, field: string, from: PageInput): PageInput {
  const [group, key] = field.split('.') as [keyof PageInput, string | undefined];
  if (key === undefined) return { ...input, [group]: from[group] };
  const inner = group === 'config' ? 'config' : 'layout';
  return {
    ...input,
    [inner]: { ...input[inner], [key]: (from[inner] as unknown as Record<string, unknown>)[key] },
  };
}

export const pageInput: fc.Arbitrary<PageInput> = fc.record(FIELDS).map((drawn) => {
  const group = (prefix: string) =>
    Object.fromEntries(
      Object.entries(drawn)
        .filter(([field]) => field.startsWith(prefix))
        .map(([field, value]) => [field.slice(prefix.length), value]),
    );
  return {
    language: drawn.language as Language,
    kind: drawn.kind as PageKind,
    session: drawn.session as PageInput['session'],
    cartCount: drawn.cartCount as number,
    config: group('config.') as unknown as PublicConfig,
    layout: group('layout.') as unknown as LayoutData,
  };
});

/** The shopper's selection with `count` cans in it, over a few lines. */
function selectionOf(count: number, language: Language): SelectionResponse {
  const lines = [Math.ceil(count / 2), Math.floor(count / 2)].filter((quantity) => quantity > 0);
  return testSelection({
    language,
    items: lines.map((quantity, index) =>
      testLine(quantity, { item: `${1001 + index}-1`, line: `line-${index}` }),
    ),
  });
}

/** The page's data: the shopper's own pages with the session read, the others as plain as can be. */
function pageData({ kind, session, cartCount, language, layout }: PageInput): PageData {
  const read = <T>(value: T): ServerRead<T> =>
    session === 'read' ? { state: 'read', value } : { state: session };
  const selection = selectionOf(cartCount, language);
  const home = layout.homeHref;
  const pages: { [K in PageKind]: Extract<PageData, { kind: K }> } = {
    home: { kind: 'home', cards: [] },
    'not-found': { kind: 'not-found', homeHref: home },
    unavailable: { kind: 'unavailable', homeHref: home, retryHref: home },
    blog: {
      kind: 'blog',
      heading: 'Blog',
      posts: [],
      pagination: { page: 1, pages: 1, baseHref: '/blog' },
      categories: [],
    },
    'blog-post': {
      kind: 'blog-post',
      title: 'A post',
      blocks: [],
      categories: [],
      tags: [],
      blogHref: '/blog',
    },
    faq: { kind: 'faq', entries: [] },
    legal: { kind: 'legal', title: 'Terms', updatedAt: '2026-01-01', blocks: [] },
    landing: { kind: 'landing', cards: [], title: 'Brands', documents: [] },
    'landing-document': {
      kind: 'landing-document',
      title: 'A brand',
      products: [],
      landing: { title: 'Brands', href: '/brands' },
    },
    'product-list': {
      kind: 'product-list',
      heading: 'Products',
      entries: { names: [], rows: [] },
      cards: [],
      cardsHref: '/products?cards',
      defaultSort: 'popularity',
      address: '',
      query: '',
      path: '/products',
    },
    product: {
      kind: 'product',
      id: '1001',
      title: 'A product',
      tags: [],
      available: true,
      preorder: false,
      stock: 'in-stock',
      facts: [],
      bundles: [],
      replacements: [],
      related: [],
      breadcrumbs: [],
      productUrl: '/nicotine-pouches/a-product',
    },
    newsletter: { kind: 'newsletter' },
    checkout: { kind: 'checkout', failed: false, session: read(selection) },
    receipt: { kind: 'receipt', returnFields: {}, session: { state: 'none' } },
    account: { kind: 'account', view: 'overview', session: read({ selection, orders: null }) },
    'password-reset': { kind: 'password-reset', i: 'i', id: 'id' },
  };
  return pages[kind];
}

/** The page's state as the worker hands it to the renderer (the head's fields plain). */
export function pageStateOf(input: PageInput): InitialState {
  const market = marketFor(input.language);
  return {
    language: input.language,
    country: market.country,
    title: 'A page',
    description: 'A page of the shop.',
    canonicalUrl: 'https://pouchatlas.com/',
    alternates: [],
    share: {
      siteName: input.config.shopName,
      type: 'website',
      locale: `${input.language}_${market.country}`,
      alternateLocales: [],
    },
    styles: '',
    config: input.config,
    assets: {
      entry: '/static/entry.js',
      preload: [],
      errorReporting: { errors: '/static/errors.js', traced: '/static/traced.js' },
    },
    layout: input.layout,
    page: pageData(input),
    messages: {},
  };
}
