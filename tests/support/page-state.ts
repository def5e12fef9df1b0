import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';

export const ORIGIN = 'http://127.0.0.1:8787';

/** The initial state a page serialises for hydration: what the worker resolved and rendered. */
export interface PageState {
  language: string;
  title: string;
  canonicalUrl: string;
  alternates: { hreflang: string; href: string }[];
  layout: { navigation: { title: string; href: string }[]; footerGroups: unknown[] };
  page: Record<string, unknown> & { kind: string };
}

export function stateIn(html: string): PageState {
  const json = /<script id="__INITIAL_STATE__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (!json) throw new Error('no initial state in the page');
  return JSON.parse(json) as PageState;
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
