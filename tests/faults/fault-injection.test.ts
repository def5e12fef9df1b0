import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../src/i18n/dictionaries';
import { expectConsole } from '../setup/console-guard';
import { clearKv, getSettled, withEnv } from '../edge/support';
import { stateIn } from '../support/page-state';

const ORIGIN = 'http://127.0.0.1:8787';

/**
 * Every template, in German, so the shell's message is checked in a language of its own;
 * with the same page's English address where the editors gave it another one.
 */
const TEMPLATES: [name: string, path: string, english?: string][] = [
  ['home', '/de/'],
  ['all products', '/de/products'],
  ['a search', '/de/products?q=mint'],
  ['a category', '/de/nicotine-pouches'],
  ['a product', '/de/nicotine-pouches/kvallsro-ice-mint-weak-mini'],
  ['the blog', '/de/blog'],
  ['a blog post', '/de/blog/was-sind-nikotinbeutel', '/blog/what-are-nicotine-pouches'],
  ['a legal page', '/de/agb', '/terms-and-conditions'],
  ['the FAQ', '/de/faq'],
  ['the brand landing', '/de/brands'],
  ['a brand', '/de/brands/fjordlys'],
  ['the newsletter page', '/de/newsletter'],
  ['the checkout', '/de/checkout'],
  ['the receipt', '/de/receipt'],
  ['the account', '/de/account'],
  ['a password reset', '/de/password-reset?id=1&i=abc'],
  ['a missing page', '/de/no-such-page'],
];

const words = DICTIONARIES.de.storefront;

/** What a call, or a whole page, cut off at its deadline logs. */
const DEADLINE_PASSED =
  /TimeoutError: The operation was aborted due to timeout|DeadlinePassed: \w+ did not answer within|PageTimeout: The page \S+ took longer than/;

/** What Algolia's client logs when no host answered in time, or well. */
const NO_SEARCH_HOST = /RetryError: Unreachable hosts/;

/**
 * Outbound hosts of the live services a fault is injected into, and the errors the worker
 * logs (and reports) when the service answers 500 or never: those and nothing else.
 */
const SERVICES = {
  content: {
    env: { SANITY_PROJECT_ID: 'faultlab' },
    host: /faultlab\.api(cdn)?\.sanity\.io/,
    logs: {
      failing: [/request to https:\/\/faultlab\.api(cdn)?\.sanity\.io\//],
      hanging: [DEADLINE_PASSED],
    },
  },
  catalogue: {
    env: { CENTRA_API_URL: 'https://down.centra.example/api/checkout', CENTRA_SHARED_SECRET: 's' },
    host: /down\.centra\.example/,
    logs: { failing: [/CheckoutApiError: Checkout API 500/], hanging: [DEADLINE_PASSED] },
  },
  search: {
    env: { ALGOLIA_APP_ID: 'FAULTLAB', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_ADMIN_KEY: 'a' },
    host: /faultlab.*\.algolia(net)?\.(net|com)/i,
    logs: { failing: [NO_SEARCH_HOST], hanging: [NO_SEARCH_HOST, DEADLINE_PASSED] },
  },
} as const;

type Fault = 'failing' | 'hanging';

/** The service answers 500 at once, or never (only the caller's deadline ends the wait). */
function inject(host: RegExp, fault: Fault) {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!host.test(url)) return real(input, init);
    if (fault === 'failing') return new Response('{"error":"injected"}', { status: 500 });
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const call = new Promise<Response>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason)),
    );
    // A call without a signal is never given up on: nothing to wait for.
    if (signal) {
      const ended: Promise<unknown> = call
        .catch(() => undefined)
        .finally(() => hanging.delete(ended));
      hanging.add(ended);
    }
    return call;
  });
}

/** Injected calls nobody has given up on yet. */
const hanging = new Set<Promise<unknown>>();

/**
 * Waits (10 s at most) until the worker has given up on every hanging call, its next tries
 * included: a page answers at its deadline, but a client may go on trying other hosts, and
 * what it logs when it gives up belongs to the test that made it hang, not to the next one.
 */
async function untilGivenUp(): Promise<void> {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const until = Date.now() + 10_000;
  while (hanging.size > 0 && Date.now() < until) {
    await Promise.race([Promise.all(hanging), pause(1_000)]);
    // The caller logs, or starts its next try, once its call has ended.
    await pause(50);
  }
  hanging.clear();
}

/** KV that fails every read and write. */
const BROKEN_KV = {
  get: async () => Promise.reject(new Error('injected KV failure')),
  getWithMetadata: async () => Promise.reject(new Error('injected KV failure')),
  put: async () => Promise.reject(new Error('injected KV failure')),
  delete: async () => Promise.reject(new Error('injected KV failure')),
  list: async () => Promise.reject(new Error('injected KV failure')),
};

/** KV that never answers a read or a write. */
const HANGING_KV = Object.fromEntries(
  Object.keys(BROKEN_KV).map((method) => [method, () => new Promise(() => undefined)]),
);

export const injected = { faults: 0, answers: 0, failures: 0 };

/** What every answer under a fault must be: in time, the shop's own page, never the bare error. */
async function expectGraceful(
  app: ReturnType<typeof withEnv>,
  name: string,
  path: string,
): Promise<number> {
  const started = Date.now();
  const response = await app(`${ORIGIN}${path}`);
  const html = await response.text();
  const elapsed = Date.now() - started;
  injected.answers += 1;
  const where = `${name} (${path}): ${response.status} in ${elapsed} ms`;
  expect(elapsed, where).toBeLessThan(3_000);
  expect([200, 404, 503], where).toContain(response.status);
  expect(html, where).toContain('<html lang="de"');
  expect(html, where).toMatch(/<header[\s>]/);
  expect(html, where).toMatch(/<footer[\s>]/);
  expect(html, where).not.toContain('Sorry, something went wrong');
  if (response.status === 503) {
    expect(stateIn(html).page.kind, where).toBe('unavailable');
    expect(html, where).toContain(`<h1>${words.unavailableTitle}</h1>`);
    expect(response.headers.get('Cache-Control'), where).toBe('no-store');
  }
  return response.status;
}

beforeAll(async () => {
  // What is timed is the wait on a broken service, not a cold isolate: the embedded tenant is
  // seeded and every template rendered once in English (as a deploy's first visitors would),
  // and those reads are forgotten. No cache holds a German page or any read: no stale copy to
  // hide behind.
  for (const [, path, english] of TEMPLATES)
    await (await getSettled(english ?? path.replace(/^\/de\/?/, '/'))).text();
  await clearKv();
  expect((await env.CACHE.list()).keys).toEqual([]);
}, 60_000);

// Each fault meets no read an earlier one left in KV: the pages of one fault read beside each
// other, so those that do not need the broken service complete (and are kept) even when the
// page fails, and would otherwise be a stale copy for the next fault to hide behind.
beforeEach(clearKv);

afterEach(async () => {
  await untilGivenUp();
  vi.restoreAllMocks();
}, 15_000);

describe.each(Object.entries(SERVICES))('with %s', (service, { env: live, host, logs }) => {
  it.each<Fault>(['failing', 'hanging'])(
    'every template answers in time with its shell when the service is %s',
    async (fault) => {
      for (const logged of logs[fault]) expectConsole('error', logged);
      inject(host, fault);
      injected.faults += 1;
      const app = withEnv({ ...live, ENVIRONMENT: 'test' });
      const statuses: number[] = [];
      // A few at a time, as shoppers would arrive: each must stay within its own budget.
      for (let start = 0; start < TEMPLATES.length; start += 5) {
        statuses.push(
          ...(await Promise.all(
            TEMPLATES.slice(start, start + 5).map(([name, path]) =>
              expectGraceful(app, `${service} ${fault}: ${name}`, path),
            ),
          )),
        );
      }
      // Every page reads the site settings, and an unknown address may be a content page:
      // without content, each one is the shell, with a way to try again.
      if (service === 'content') expect(statuses).toEqual(TEMPLATES.map(() => 503));
      // Search is the whole of a search page, and one part of a page with a product block.
      if (service === 'search') {
        const status = (path: string) => statuses[TEMPLATES.findIndex(([, p]) => p === path)];
        expect(status('/de/products?q=mint')).toBe(503);
        expect(status('/de/')).toBe(200);
      }
    },
    60_000,
  );
});

describe.each([
  ['failing', BROKEN_KV, /^cache: could not (read|store) /],
  ['hanging', HANGING_KV, /^cache: KV did not answer within/],
] as const)('with KV %s', (fault, kv, warning) => {
  it('every template still answers from its sources', async () => {
    // Each failed read or write is a warning: KV costs speed, never a page.
    expectConsole('warn', warning);
    // Reads wait on a hanging KV until its deadline: a call behind them that runs out of its
    // own time is logged, as is a search whose index (the German one is filled on its first
    // search, from catalogue reads) was still being filled.
    if (fault === 'hanging') {
      expectConsole('error', DEADLINE_PASSED);
      expectConsole('error', NO_SEARCH_HOST);
    }
    injected.faults += 1;
    const app = withEnv({ CACHE: kv });
    for (const [name, path] of TEMPLATES) {
      const status = await expectGraceful(app, `kv ${fault}: ${name}`, path);
      expect(status, path).toBe(path.endsWith('no-such-page') ? 404 : 200);
    }
  }, 60_000);
});

describe('the first page after an outage', () => {
  it('is the real page again once the service answers', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/de/faq`);
    expect(response.status, response.headers.get('X-Page-Cache') ?? '').toBe(200);
    expect(stateIn(await response.text()).page.kind).toBe('faq');
  });
});
