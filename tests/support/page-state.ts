import { exports } from 'cloudflare:workers';
import { unpackEntries, type ListEntries } from '../../src/contract/list-entries';
import { expect } from 'vitest';
import {
  INITIAL_STATE_ELEMENT_ID,
  type BrowserPage,
  type BrowserState,
} from '../../src/contract/initial-state';
import type { ListCards, PageKind } from '../../src/contract/page-data';

export const ORIGIN = 'http://127.0.0.1:8787';

/** The state a page serialised for hydration: what the browser starts from. */
export function stateIn(html: string): BrowserState {
  const json = new RegExp(
    `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json"[^>]*>(.*?)</script>`,
    's',
  ).exec(html)?.[1];
  if (!json) throw new Error('no initial state in the page');
  return JSON.parse(json) as BrowserState;
}

/** Text of an HTML attribute or element as a reader sees it. */
export const decoded = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** What a page's head tells browsers and search engines: its title, text, address and languages. */
export function headIn(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(head)?.[1];
    return value === undefined ? undefined : decoded(value);
  };
  return {
    title: decoded(/<title>(.*?)<\/title>/s.exec(head)?.[1] ?? ''),
    description: attribute(/<meta name="description" content="([^"]*)"/) ?? '',
    canonicalUrl: attribute(/<link rel="canonical" href="([^"]*)"/) ?? '',
    alternates: [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]*)"/g)].map(
      (match) => ({ hreflang: match[1]!, href: decoded(match[2]!) }),
    ),
    noindex: /<meta name="robots" content="noindex"/.test(head),
  };
}

/** The posts a blog listing or a post card list shows: each one's title and address. */
export const postsIn = (html: string) =>
  [...html.matchAll(/<li class="post-card">.*?<h[23]><a href="([^"]+)">(.*?)<\/a>/gs)].map(
    (match) => ({ href: match[1]!, title: decoded(match[2]!) }),
  );

/**
 * The props of every island of one name in a page, as the browser reads them back to hydrate
 * (a server-rendered page sends its data only there).
 */
export function islandPropsIn<P = Record<string, unknown>>(html: string, name: string): P[] {
  return [...html.matchAll(new RegExp(`data-island="${name}" data-props="([^"]*)"`, 'g'))].map(
    (match) => JSON.parse(decoded(match[1]!)) as P,
  );
}

/** The page data of one kind of page the browser reads, after checking the page is of that kind. */
export function pageOf<K extends PageKind>(state: BrowserState, kind: K) {
  expect(state.page.kind).toBe(kind);
  return state.page as Extract<BrowserPage, { kind: K }>;
}

/** Fetches a page from the worker, checks its status and reads its state. */
export async function loadPage(
  path: string,
  { status = 200, init }: { status?: number; init?: RequestInit } = {},
) {
  const response = await exports.default.fetch(`${ORIGIN}${path}`, init);
  expect(response.status).toBe(status);
  const html = await response.text();
  return { response, html, state: stateIn(html), head: headIn(html) };
}

/** A page of a known kind, with its typed page data. */
export async function loadPageOf<K extends PageKind>(
  path: string,
  kind: K,
  options: { status?: number; init?: RequestInit } = {},
) {
  const loaded = await loadPage(path, options);
  return { ...loaded, page: pageOf(loaded.state, kind) };
}

/** The product cards a page shows in its HTML (what a shopper sees before any script runs). */
export function cardsIn(html: string): { title: string; href: string }[] {
  return [
    ...html.matchAll(/<article class="product-card">.*?<h3><a href="([^"]+)">(.*?)<\/a><\/h3>/gs),
  ].map((match) => ({
    href: (match[1] ?? '').replaceAll('&amp;', '&'),
    title: (match[2] ?? '').replaceAll('&amp;', '&'),
  }));
}

/**
 * A product list page and every card of its list, fetched from its `cardsHref` as the browser
 * does once the shopper filters, sorts or shows more (the page shows its first page as HTML).
 */
export async function loadList(path: string) {
  const loaded = await loadPageOf(path, 'product-list');
  const response = await exports.default.fetch(new URL(loaded.page.cardsHref, `${ORIGIN}${path}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const { cards } = (await response.json()) as ListCards;
  return { ...loaded, cards, response };
}

/** The ids of every product a list page's state lists, in the order it sends them. */
export const entryIds = (page: { entries: ListEntries }) =>
  unpackEntries(page.entries).map((entry) => entry.id);
