import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { startDevServer } from './dev-server.ts';
import {
  returnFromPayment,
  shopperWithCart,
  signedInCustomer,
  type ShopperVisit,
} from './shopper-sessions.ts';

const PORT = 8794;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** After the page is interactive, how long idle-time loads (drawer, notices, SDKs) get. */
const SETTLE_MS = 2_500;

/** One page of each kind, as a first-time visitor reaches it. */
export const TEMPLATE_PATHS = {
  home: '/',
  blog: '/blog',
  'blog-post': '/blog/reading-a-can-label',
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
} as const satisfies Record<string, string>;

/**
 * The shopper's own pages as a returning shopper's browser reaches them, with the session
 * its earlier pages stored (the token in local storage and its cookie): the first-visit rows
 * of the same templates show them to a visitor without one.
 */
const RETURNING_VISITS: {
  label: string;
  kind: string;
  prepare: (origin: string) => Promise<ShopperVisit>;
}[] = [
  { label: 'checkout with a cart', kind: 'checkout', prepare: shopperWithCart },
  { label: 'receipt of a card payment', kind: 'receipt', prepare: returnFromPayment },
  { label: 'account signed in', kind: 'account', prepare: signedInCustomer },
];

export interface LoadedScripts {
  /** The kind of page, whose words the page carries. */
  kind: string;
  /** The islands on the page, whose words it carries too. */
  islands: string[];
  /** The shop's own scripts a first visit loads without any interaction, gzip KB. */
  shopKb: number;
  /** The error-reporting SDK among them, gzip KB (reported apart: monitoring, sampled). */
  errorReportingKb: number;
  files: string[];
  /** What touching every island that waits for a touch adds, gzip KB (the shop's own). */
  afterTouchKb: number;
}

const gzipKb = async (url: string) =>
  gzipSync(await readFile(path.join('public', new URL(url).pathname)), { level: 9 }).length / 1024;

/** The browser of a shopper who has a session: its token where the shop's code keeps it. */
async function storeSession(context: BrowserContext, origin: string, token: string) {
  await context.addCookies([{ name: 'checkout_session', value: token, url: origin }]);
  await context.addInitScript((stored) => {
    window.localStorage.setItem('Api-token', stored);
  }, token);
}

/**
 * Loads every template in Chromium as a first visit (no session, no age confirmation) and
 * records every script of the shop's own it fetches until the page has been interactive for a
 * while: what the entry imports, the page's chunk, and whatever loads on mount or when idle.
 * Sizes are the files' gzip -9 sizes, as the budget counts them.
 */
export async function measureLoadedScripts(): Promise<Record<string, LoadedScripts>> {
  const server = await startDevServer(PORT, 'loaded-js');
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const results: Record<string, LoadedScripts> = {};
    const visits = [
      ...Object.entries(TEMPLATE_PATHS).map(([kind, pagePath]) => ({
        label: kind,
        kind,
        prepare: async () => ({ token: '', path: pagePath }),
      })),
      ...RETURNING_VISITS,
    ];
    for (const { label, kind, prepare } of visits) {
      const { token, path: pagePath } = await prepare(server.origin);
      const context = await browser.newContext();
      if (token) await storeSession(context, server.origin, token);
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith(`${server.origin}/static/`) && url.endsWith('.js')) files.add(url);
      });
      const response = await page.goto(`${server.origin}${pagePath}`);
      // A template measured on the wrong page (a product that left the catalogue) is no measure.
      const expected = kind === 'not-found' ? 404 : 200;
      if (response?.status() !== expected)
        throw new Error(`${pagePath} (${label}) answered ${response?.status()}, not ${expected}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
      const beforeTouch = new Set(files);
      const islands = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-island]'), (island) =>
          String(island.dataset.island),
        ),
      );
      // Then as a shopper who reaches for every part that waits for a touch: their code too.
      await page.evaluate(() => {
        for (const island of Array.from(document.querySelectorAll('[data-hydrate="interaction"]')))
          island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      });
      await page.waitForLoadState('networkidle');
      // What those islands load on mount (the session's code behind a form) comes a step later.
      await page.waitForTimeout(SETTLE_MS);
      await context.close();
      const touched = [...files].filter((url) => !beforeTouch.has(url));
      const afterTouchKb = (await Promise.all(touched.map(gzipKb))).reduce((a, b) => a + b, 0);
      const sizes = await Promise.all(
        [...beforeTouch].map(async (url) => ({ url, kb: await gzipKb(url) })),
      );
      const errorReporting = sizes.filter(({ url }) => /\/static\/sentry-/.test(url));
      results[label] = {
        kind,
        islands,
        shopKb: sizes.reduce((sum, { kb }) => sum + kb, 0),
        errorReportingKb: errorReporting.reduce((sum, { kb }) => sum + kb, 0),
        files: [...beforeTouch].map((url) => new URL(url).pathname),
        afterTouchKb,
      };
    }
    return results;
  } finally {
    await browser.close();
    server.stop();
  }
}
