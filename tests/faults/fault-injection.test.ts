import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../src/i18n/dictionaries';
import { expectConsole } from '../setup/console-guard';
import { clearKv, getSettled, withEnv } from '../edge/support';
import { stateIn } from '../support/page-state';

const ORIGIN = 'http://127.0.0.1:8787';

/** Every template, in German, so the shell's message is checked in a language of its own. */
const TEMPLATES: [name: string, path: string][] = [
  ['home', '/de/'],
  ['all products', '/de/products'],
  ['a search', '/de/products?q=mint'],
  ['a category', '/de/nicotine-pouches'],
  ['a product', '/de/nicotine-pouches/kvallsro-ice-mint-weak-mini'],
  ['the blog', '/de/blog'],
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

/** Outbound hosts of the live services a fault is injected into. */
const SERVICES = {
  content: { env: { SANITY_PROJECT_ID: 'faultlab' }, host: /faultlab\.api(cdn)?\.sanity\.io/ },
  catalogue: {
    env: { CENTRA_API_URL: 'https://down.centra.example/api/checkout', CENTRA_SHARED_SECRET: 's' },
    host: /down\.centra\.example/,
  },
  search: {
    env: { ALGOLIA_APP_ID: 'FAULTLAB', ALGOLIA_SEARCH_KEY: 'k', ALGOLIA_ADMIN_KEY: 'a' },
    host: /faultlab.*\.algolia(net)?\.(net|com)/i,
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
    return new Promise<Response>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason)),
    );
  });
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
  for (const [, path] of TEMPLATES) await (await getSettled(path.replace(/^\/de\/?/, '/'))).text();
  await clearKv();
  expect((await env.CACHE.list()).keys).toEqual([]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(Object.entries(SERVICES))('with %s', (service, { env: live, host }) => {
  it.each<Fault>(['failing', 'hanging'])(
    'every template answers in time with its shell when the service is %s',
    async (fault) => {
      expectConsole('error', /./);
      expectConsole('warn', /./);
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
  ['failing', BROKEN_KV],
  ['hanging', HANGING_KV],
] as const)('with KV %s', (fault, kv) => {
  it('every template still answers from its sources', async () => {
    expectConsole('warn', /./);
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
