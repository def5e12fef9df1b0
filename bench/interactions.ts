import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../src/contract/consent-choice.ts';
import { startDevServer } from './dev-server.ts';
import {
  formatInteractionTable,
  slowestInteraction,
  stepResult,
  type EventEntry,
  type Interaction,
  type StepSamples,
} from './event-timing.ts';

// `npm run bench:interactions`: the shopper's interactions that matter, driven in Chromium with
// its CPU slowed down four times, each one's latency measured as INP measures it (Event Timing:
// from the input to the next paint, the longest event of the interaction). Each repetition is a
// new browser context, a first visit as a shopper makes it (an empty cache, no cart); the table
// keeps the median of the repetitions.
const REPETITIONS = Number(process.env.INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const PORT = 8902;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Debian's Chromium, flagged as playwright.config.ts flags it.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const PRODUCT = '/nicotine-pouches/kvallsro-ice-mint-weak-mini';
/** How long a step may take to show its outcome with the CPU slowed down. */
const OUTCOME_MS = 30_000;
/** A shopper's typing pace, ms between keys. */
const KEY_DELAY_MS = 120;

declare global {
  interface Window {
    benchEvents?: EventEntry[];
  }
}

/**
 * Runs in every page before its own scripts: what the age gate and the consent banner would ask
 * is already answered (as e2e/support/hydrated.ts's confirmAgeInSession answers it), and every
 * Event Timing entry of 16 ms or more (the least the API reports) is kept for the bench to read.
 */
function observePage(consentKey: string) {
  window.sessionStorage.setItem('age-confirmed', 'yes');
  window.localStorage.setItem(consentKey, JSON.stringify({ statistics: true, marketing: true }));
  const events: EventEntry[] = [];
  window.benchEvents = events;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : 'nothing';
    const tag = node.tagName.toLowerCase();
    const name = node.getAttribute('name');
    const className = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    return name ? `${tag}[name=${name}]` : className ? `${tag}.${className}` : tag;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        duration: entry.duration,
        target: describe(entry.target),
      });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Resolves once two frames have been painted and a moment passed: the entries are delivered. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150))),
      ),
  );

/**
 * Playwright looks for elements with a script in the page, on the thread the page paints from:
 * run while an interaction waits for its paint, it would be counted in the interaction's
 * latency. After each input the bench waits this long, doing nothing in the page, before it
 * looks for the next element or the outcome.
 */
const PAINT_PAUSE_MS = 600;

/**
 * The slowest interaction of a step's `inputs` (each followed by the pause), once the page
 * shows the step's `outcome`: undefined when every event was under 16 ms.
 */
async function measure(
  page: Page,
  inputs: readonly (() => Promise<unknown>)[],
  outcome: () => Promise<unknown>,
): Promise<Interaction | undefined> {
  await settle(page);
  const before = await page.evaluate(() => window.benchEvents?.length ?? 0);
  for (const input of inputs) {
    await input();
    await page.waitForTimeout(PAINT_PAUSE_MS);
  }
  await outcome();
  await settle(page);
  const entries = await page.evaluate((from) => window.benchEvents?.slice(from) ?? [], before);
  return slowestInteraction(entries);
}

/** Opens `path` and waits until React has hydrated the page, as gotoHydrated does. */
async function open(page: Page, origin: string, path: string) {
  const response = await page.goto(`${origin}${path}`);
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ timeout: OUTCOME_MS });
  // What loads once the page is idle (the drawer, notices, SDKs) has loaded: the interactions
  // are measured on a page at rest, not against its own start-up.
  await page.waitForLoadState('networkidle');
}

/** The shopper's first touch of the page's body, on which the list and checkout hydrate. */
async function touch(page: Page) {
  await page.getByRole('main').hover();
  await page.locator('[data-island="page"][data-hydrated="true"]').waitFor({ timeout: OUTCOME_MS });
}

const visible = (locator: Locator) => locator.waitFor({ timeout: OUTCOME_MS });

type Steps = Record<string, Interaction | undefined>;

/** One shopper's pass over every interaction, in a new context with the CPU slowed down. */
async function journey(context: BrowserContext, origin: string): Promise<Steps> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const steps: Steps = {};

  await open(page, origin, '/products');
  const filters = page.getByRole('dialog', { name: 'Filter products' });
  steps['open the filter dialog'] = await measure(
    page,
    [() => page.getByRole('button', { name: 'Filter', exact: true }).click()],
    () => visible(filters),
  );
  steps['apply a filter (tick a brand, Apply)'] = await measure(
    page,
    [
      () => filters.getByRole('checkbox', { name: /^Fjordlys/ }).click(),
      () => filters.getByRole('button', { name: 'Apply' }).click(),
    ],
    async () => {
      await page.waitForURL(/filters=/, { timeout: OUTCOME_MS });
      await filters.waitFor({ state: 'hidden', timeout: OUTCOME_MS });
    },
  );
  const sort = page.getByRole('dialog', { name: 'Sort products' });
  steps['change the sort (open, choose, Apply)'] = await measure(
    page,
    [
      () => page.getByRole('button', { name: 'Sort', exact: true }).click(),
      () => sort.getByRole('radio', { name: 'Price, low to high' }).click(),
      () => sort.getByRole('button', { name: 'Apply' }).click(),
    ],
    async () => {
      await page.waitForURL(/sort=/, { timeout: OUTCOME_MS });
      await sort.waitFor({ state: 'hidden', timeout: OUTCOME_MS });
    },
  );

  await open(page, origin, '/products');
  const cards = page.locator('.product-grid .product-card');
  steps['"show all" on the full list'] = await measure(
    page,
    [() => page.getByRole('button', { name: 'Show all' }).click()],
    () => visible(cards.nth(100)),
  );

  await open(page, origin, '/');
  steps['type a search with suggestions (slowest key)'] = await measure(
    page,
    [
      () =>
        page
          .getByRole('searchbox', { name: 'Search' })
          .pressSequentially('fjordl', { delay: KEY_DELAY_MS }),
    ],
    () => visible(page.getByRole('list', { name: 'Search' }).getByRole('link').first()),
  );

  await open(page, origin, '/products');
  await touch(page);
  steps['add to cart from a card'] = await measure(
    page,
    [() => page.locator('.product-grid .product-card button.card-add').first().click()],
    () => visible(page.getByRole('status').getByText('Item added to your cart')),
  );

  await open(page, origin, PRODUCT);
  steps['add to cart from a product page'] = await measure(
    page,
    [() => page.getByRole('button', { name: 'Add to cart' }).click()],
    () => visible(page.getByRole('button', { name: 'Cart, 2 items' })),
  );
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  steps['open the cart'] = await measure(
    page,
    [() => page.getByRole('button', { name: /^Cart/ }).click()],
    () => visible(drawer),
  );
  steps['change a quantity (one more)'] = await measure(
    page,
    [
      () =>
        drawer
          .getByRole('button', { name: /^One more / })
          .first()
          .click(),
    ],
    () => visible(page.getByRole('button', { name: 'Cart, 3 items' })),
  );

  await open(page, origin, '/checkout');
  await touch(page);
  const main = page.getByRole('main');
  const country = main.getByLabel('Country', { exact: true });
  steps['type in the checkout’s fields (slowest key)'] = await measure(
    page,
    [
      () => main.getByLabel('Email', { exact: true }).click(),
      () => page.keyboard.type('anna@example.com', { delay: KEY_DELAY_MS }),
      () => main.getByLabel('First name', { exact: true }).click(),
      () => page.keyboard.type('Anna', { delay: KEY_DELAY_MS }),
    ],
    async () => undefined,
  );
  // From the keyboard: a select's own list is drawn by the browser, outside the page.
  steps['change the delivery country'] = await measure(
    page,
    [() => country.focus(), () => page.keyboard.press('ArrowUp')],
    async () => {
      const chosen = await country.inputValue();
      if (chosen === 'GB' || chosen === '') throw new Error(`the delivery country is ${chosen}`);
    },
  );
  await page.close();
  return steps;
}

const server = await startDevServer(PORT, 'interactions', { DEV_COUNTRY: 'GB' });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const samples = new Map<string, StepSamples>();
try {
  for (let run = 1; run <= REPETITIONS; run++) {
    const context = await browser.newContext();
    await context.addInitScript(observePage, CONSENT_STORAGE_KEY);
    const steps = await journey(context, server.origin);
    await context.close();
    for (const [name, interaction] of Object.entries(steps)) {
      const step = samples.get(name) ?? { name, samples: [] };
      step.samples.push(interaction);
      samples.set(name, step);
    }
    console.error(
      `run ${run} of ${REPETITIONS}: ${Object.entries(steps)
        .map(([name, i]) => `${name} ${Math.round(i?.latency ?? 0)}`)
        .join(', ')}`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `Interaction latency (Event Timing, as INP), Chromium at ${CPU_SLOWDOWN}× CPU slowdown`,
);
console.log(formatInteractionTable([...samples.values()].map(stepResult)));
