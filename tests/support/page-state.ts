import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { INITIAL_STATE_ELEMENT_ID, type InitialState } from '../../src/contract/initial-state';
import type { ListCards, PageData, PageKind } from '../../src/contract/page-data';

export const ORIGIN = 'http://127.0.0.1:8787';

/** The state a page serialised for hydration: what the worker resolved and rendered. */
export function stateIn(html: string): InitialState {
  const json = new RegExp(
    `<script id="${INITIAL_STATE_ELEMENT_ID}" type="application/json"[^>]*>(.*?)</script>`,
    's',
  ).exec(html)?.[1];
  if (!json) throw new Error('no initial state in the page');
  return JSON.parse(json) as InitialState;
}

/** The page data of one kind of page, after checking the page is of that kind. */
export function pageOf<K extends PageKind>(state: InitialState, kind: K) {
  expect(state.page.kind).toBe(kind);
  return state.page as Extract<PageData, { kind: K }>;
}

/** Fetches a page from the worker, checks its status and reads its state. */
export async function loadPage(
  path: string,
  { status = 200, init }: { status?: number; init?: RequestInit } = {},
) {
  const response = await exports.default.fetch(`${ORIGIN}${path}`, init);
  expect(response.status).toBe(status);
  const html = await response.text();
  return { response, html, state: stateIn(html) };
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
 * does once the shopper filters, sorts or shows more (the page itself carries its first page).
 */
export async function loadList(path: string) {
  const loaded = await loadPageOf(path, 'product-list');
  const response = await exports.default.fetch(new URL(loaded.page.cardsHref, `${ORIGIN}${path}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const { cards } = (await response.json()) as ListCards;
  return { ...loaded, cards, response };
}
