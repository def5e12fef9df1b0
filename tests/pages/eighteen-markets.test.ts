import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueClientFor } from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';
import { soldIn } from '../../src/domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, marketFor, type Language } from '../../src/domain/markets';
import { PAGE_NAMESPACES } from '../../src/i18n/page-namespaces';
import { DICTIONARIES } from '../../src/i18n/dictionaries';
import { flatten } from '../../src/i18n/dictionary';
import type { PageKind } from '../../src/contract/page-data';
import { ORIGIN, decoded, loadPage, postsIn } from '../support/page-state';

const prefixOf = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** What a shopper reads in the HTML: text and the attributes screen readers and browsers show. */
function visibleText(html: string): string {
  const withoutCode = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ');
  const attributes = [
    ...withoutCode.matchAll(/\s(?:aria-label|placeholder|title|alt|content)="([^"]*)"/g),
  ].map((match) => match[1]);
  const text = withoutCode.replace(/<[^>]+>/g, ' ');
  return decoded([text, ...attributes].join(' \n ')).replace(/\s+/g, ' ');
}

/**
 * English dictionary texts that would betray an untranslated page: those the language words
 * differently, long enough not to be a brand's or product's name by chance, without their
 * placeholders (each literal part is looked for).
 */
function englishTells(language: Language, kind: PageKind): string[] {
  const namespaces = [...PAGE_NAMESPACES[kind], 'server'] as const;
  const english = flatten(DICTIONARIES.en, namespaces);
  const own = flatten(DICTIONARIES[language], namespaces);
  const ownText = Object.values(own).join('\n');
  return Object.entries(english).flatMap(([key, text]) => {
    if (own[key] === text) return [];
    return text
      .split(/\{[a-zA-Z]+\}/)
      .map((part) => part.trim())
      .filter((part) => part.includes(' ') && part.length >= 10 && !ownText.includes(part));
  });
}

type Shown = Awaited<ReturnType<typeof loadPage>>;

const shown = (language: Language, path: string, status = 200): Promise<Shown> =>
  loadPage(`${prefixOf(language)}${path}`, { status });

function expectInLanguage({ html, state, head }: Shown, language: Language) {
  expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}"`));
  expect(state.language).toBe(language);
  expect(head.title.trim()).toBeTruthy();
  if (language === DEFAULT_LANGUAGE) return;
  const text = visibleText(html);
  const found = englishTells(language, state.page.kind).filter((tell) => text.includes(tell));
  expect(found, `English words on the ${language} ${state.page.kind} page`).toEqual([]);
}

const TEMPLATES: [name: string, path: string, status?: number][] = [
  ['home', '/'],
  ['all products', '/products'],
  ['a search', '/products?q=mint'],
  ['a category', '/nicotine-pouches'],
  ['the blog', '/blog'],
  ['the FAQ', '/faq'],
  ['the brand landing', '/brands'],
  ['a brand', '/brands/fjordlys'],
  ['the newsletter page', '/newsletter'],
  ['the checkout', '/checkout'],
  ['the receipt', '/receipt'],
  ['the account', '/account'],
  ['a password reset', '/password-reset?id=1&i=abc'],
  ['a missing page', '/no-such-page', 404],
];

/** Every product's page path by the shop's rule: its category path, then its own. */
let productPaths: Map<string, string>;
let everywhere: string;
let limitedEdition: string;

beforeAll(async () => {
  const catalogue = catalogueClientFor(configFor(env), env, ORIGIN);
  const { products } = await catalogue.products('en', { categories: ['1'], limit: 1000 });
  productPaths = new Map(
    products.map((product) => [product.uri, `/${product.categoryUri}/${product.uri}`]),
  );
  const uk = marketFor('en').centraMarket;
  const soldEverywhere = (product: (typeof products)[number]) =>
    LANGUAGES.every((language) => soldIn(product, marketFor(language).centraMarket));
  everywhere = productPaths.get(products.find(soldEverywhere)!.uri)!;
  limitedEdition = productPaths.get(products.find((product) => !soldIn(product, uk))!.uri)!;
});

/** Links to a product anywhere in a page must be the product's URL by the shop's rule. */
function expectProductLinksByRule(html: string, language: Language) {
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  for (const href of hrefs) {
    const url = new URL(href.replaceAll('&amp;', '&'), ORIGIN);
    const uri = url.pathname.split('/').at(-1) ?? '';
    const path = productPaths.get(uri);
    if (!path || url.origin !== ORIGIN) continue;
    expect(href, 'a product link').toBe(`${ORIGIN}${prefixOf(language)}${path}`);
  }
  expect(html).not.toMatch(/<a [^>]*href="[^"]*\/products\/[^"?]+/);
}

describe.each(LANGUAGES.map((language) => [language]))('the %s market', (language) => {
  it.each(TEMPLATES)('shows %s in its language', async (_name, path, status = 200) => {
    const page = await shown(language, path, status);
    expectInLanguage(page, language);
    expectProductLinksByRule(page.html, language);
  });

  it('shows a product page in its language, listed in the markets that sell it', async () => {
    const page = await shown(language, everywhere);
    expectInLanguage(page, language);
    expectProductLinksByRule(page.html, language);
    expect(page.head.canonicalUrl).toBe(`${ORIGIN}${prefixOf(language)}${everywhere}`);
    // Every market sells it: each language's alternate is the same path on its own prefix.
    expect(page.head.alternates.map((link) => link.href)).toEqual([
      ...LANGUAGES.map((each) => `${ORIGIN}${prefixOf(each)}${everywhere}`),
      `${ORIGIN}${everywhere}`,
    ]);
  });

  it('shows its own blog posts, each listing its translations as alternates', async () => {
    const posts = postsIn((await shown(language, '/blog')).html);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const post = await loadPage(new URL(posts[0]!.href, ORIGIN).pathname);
    expectInLanguage(post, language);
    const alternates = post.head.alternates.filter((link) => link.hreflang !== 'x-default');
    expect(new Set(alternates.map((link) => link.href)).size).toBe(alternates.length);
    for (const alternate of alternates) {
      const response = await fetchAlternate(alternate.href);
      expect(response.status, alternate.href).toBe(200);
      expect(response.head.alternates).toEqual(post.head.alternates);
    }
  });
});

async function fetchAlternate(href: string) {
  const { pathname } = new URL(href);
  const { response, head } = await loadPage(pathname);
  return { status: response.status, head };
}

describe('a product only some markets sell', () => {
  it('is not found in the others, and is not listed among their alternates', async () => {
    const sweden = await shown('sv', limitedEdition);
    expect(sweden.state.page.kind).toBe('product');
    const alternates = sweden.head.alternates.map((link) => link.hreflang);
    expect(alternates).toContain('sv-SE');
    expect(alternates).not.toContain('en');
    expect(alternates).not.toContain('x-default');
    await shown('en', limitedEdition, 404);
  });
});

describe('the check for English words', () => {
  it('finds them where they are: the English pages hold what German words differently', async () => {
    for (const [path, kind] of [
      ['/', 'home'],
      ['/checkout', 'checkout'],
      ['/account', 'account'],
    ] as const) {
      const { html } = await shown('en', path);
      const found = englishTells('de', kind).filter((tell) => visibleText(html).includes(tell));
      expect(found.length, path).toBeGreaterThan(3);
    }
  });
});
