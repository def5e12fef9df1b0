import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { AGE_CONFIRMED_STORAGE_KEY } from '../client/state/age-gate.ts';
import { CONSENT_STORAGE_KEY } from '../src/contract/consent-choice.ts';
import type { PageKind } from '../src/contract/page-data';
import {
  returnFromPayment,
  shopperWithCart,
  signedInCustomer,
  type ShopperVisit,
} from './shopper-sessions.ts';

/**
 * What a template's first visit may load: the shop's own scripts (without the error-reporting
 * SDK) and the words inlined in the page, gzip -9, in KB of 1,024 bytes. `npm run bench` shows
 * it in its table; e2e/javascript-budget.spec.ts fails the tests over it.
 */
export const JAVASCRIPT_BUDGET_KB = 80;

/** After the page is interactive, how long idle-time loads (drawer, notices, SDKs) get. */
const SETTLE_MS = 2_500;

/** One page of each kind, as a shopper reaches it from another page of the shop. */
export const TEMPLATE_PATHS = {
  home: '/',
  blog: '/blog',
  // A post translated into every language, so each language's version of it is measured.
  'blog-post': '/blog/storing-pouches-fresh',
  faq: '/faq',
  newsletter: '/newsletter',
  'product-list': '/products',
  product: '/nicotine-pouches/kvallsro-ice-mint-weak-mini',
  landing: '/brands',
  'landing-document': '/brands/fjordlys',
  'not-found': '/no-such-page',
  checkout: '/checkout',
  receipt: '/receipt',
  account: '/account',
  'password-reset': '/password-reset?id=1&i=bench',
} as const satisfies Partial<Record<PageKind, string>>;

export interface TemplateVisit {
  label: string;
  /** The kind of page, whose words the page carries. */
  kind: PageKind;
  /** The page's status: another (a product that left the catalogue) means it is no measure. */
  status: number;
  /** The session the visitor's browser holds (none: an empty token) and the page to open. */
  prepare: (origin: string) => Promise<ShopperVisit>;
}

/**
 * Every template as a first visit, then the shopper's own pages as a returning shopper's
 * browser reaches them, with the session its earlier pages stored (the token in local storage
 * and its cookie): the first-visit rows of the same templates show them to a visitor without one.
 */
export const TEMPLATE_VISITS: readonly TemplateVisit[] = [
  ...(Object.keys(TEMPLATE_PATHS) as (keyof typeof TEMPLATE_PATHS)[]).map((kind) => ({
    label: kind,
    kind,
    status: kind === 'not-found' ? 404 : 200,
    prepare: async () => ({ token: '', path: TEMPLATE_PATHS[kind] }),
  })),
  { label: 'checkout with a cart', kind: 'checkout', status: 200, prepare: shopperWithCart },
  {
    label: 'receipt of a card payment',
    kind: 'receipt',
    status: 200,
    prepare: returnFromPayment,
  },
  { label: 'account signed in', kind: 'account', status: 200, prepare: signedInCustomer },
];

/** A built file's gzip -9 size in KB, by its URL (or path) under /static/. */
const gzipKb = async (url: string) =>
  gzipSync(await readFile(path.join('public', new URL(url, 'http://shop').pathname)), {
    level: 9,
  }).length / 1024;

/** The error-reporting SDK's scripts, apart from the shop's (monitoring, sampled). */
const isErrorReporting = (url: string) => /\/static\/sentry-/.test(url);

/**
 * The browser of a shopper past the front door, as every page after the first reaches it: the
 * age confirmed for this browser session and a cookie choice made (everything allowed, the
 * choice that loads most of the shop's own code). A visitor who has not answered the gate yet
 * loads less: measuring one would leave the consent code out of every page's count.
 */
export async function storeShopperChoices(context: BrowserContext) {
  await context.addInitScript(
    ({ ageKey, consentKey }) => {
      window.sessionStorage.setItem(ageKey, 'yes');
      window.localStorage.setItem(
        consentKey,
        JSON.stringify({ statistics: true, marketing: true }),
      );
    },
    { ageKey: AGE_CONFIRMED_STORAGE_KEY, consentKey: CONSENT_STORAGE_KEY },
  );
}

/** The browser of a shopper who has a session: its token where the shop's code keeps it. */
export async function storeSession(context: BrowserContext, origin: string, token: string) {
  await context.addCookies([{ name: 'checkout_session', value: token, url: origin }]);
  await context.addInitScript((stored) => {
    window.localStorage.setItem('Api-token', stored);
  }, token);
}

export interface ScriptsLoaded {
  /** The islands hydrated with the page, whose words it carries. */
  islands: string[];
  /** The shop's own scripts the visit loads without any interaction (start, mount, idle). */
  firstVisit: string[];
  /** What touching every island that waits for a touch adds (empty unless asked to touch). */
  afterTouch: string[];
  /** The words the page inlined for the browser, as JSON. */
  wordsJson: string;
}

/**
 * Opens `pageUrl` in `page` as a visit and records every script of the shop's own the browser
 * fetches until the page has been interactive for a while: what the entry imports, the page's
 * chunk, and whatever loads on mount or when idle. With `touch`, then also what reaching for
 * every island that waits for a touch loads. A page answering another status than `expected`
 * is no measure: it throws.
 */
export async function recordScripts(
  page: Page,
  pageUrl: string,
  { expected, touch }: { expected: number; touch: boolean },
): Promise<ScriptsLoaded> {
  const origin = new URL(pageUrl).origin;
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${origin}/static/`) && url.endsWith('.js')) files.add(url);
  });
  const response = await page.goto(pageUrl);
  if (response?.status() !== expected)
    throw new Error(`${pageUrl} answered ${response?.status()}, not ${expected}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const firstVisit = [...files];
  const { islands, wordsJson } = await page.evaluate(() => {
    const state = JSON.parse(document.getElementById('__INITIAL_STATE__')?.textContent ?? '{}') as {
      messages?: unknown;
    };
    return {
      // Those hydrated with the page: one hydrated on a touch (and any inside it) fetches its
      // words then.
      islands: Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
        .filter((island) => {
          let outermost = island;
          let up = island.parentElement?.closest<HTMLElement>('[data-island]');
          while (up) {
            outermost = up;
            up = up.parentElement?.closest<HTMLElement>('[data-island]');
          }
          return outermost.dataset.hydrate !== 'interaction';
        })
        .map((island) => String(island.dataset.island)),
      wordsJson: JSON.stringify(state.messages ?? {}),
    };
  });
  if (!touch) return { islands, firstVisit, afterTouch: [], wordsJson };
  // Then as a shopper who reaches for every part that waits for a touch: their code too.
  await page.evaluate(() => {
    for (const island of Array.from(document.querySelectorAll('[data-hydrate="interaction"]')))
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await page.waitForLoadState('networkidle');
  // What those islands load on mount (the session's code behind a form) comes a step later.
  await page.waitForTimeout(SETTLE_MS);
  const afterTouch = [...files].filter((url) => !firstVisit.includes(url));
  return { islands, firstVisit, afterTouch, wordsJson };
}

/**
 * The gzip KB of a visit's scripts the budget counts: the shop's own. The error-reporting SDK
 * is counted in rows of its own (where monitoring is on, it loads once the page is quiet).
 */
export async function shopScriptsKb(urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all(urls.filter((url) => !isErrorReporting(url)).map(gzipKb));
  return sizes.reduce((sum, kb) => sum + kb, 0);
}
