import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedModulesLoaded } from '../../src/adapters/embedded/on-first-use';
import { scheduledCleanUp } from '../../src/scheduled';
import { expectConsole } from '../setup/console-guard';
import { ORIGIN, withEnv } from './support';

/** Every service live, each answering 503 at once: what matters here is what the worker loads. */
const LIVE = {
  CENTRA_API_URL: 'https://lean.centra.example/api/checkout',
  CENTRA_SHARED_SECRET: 's',
  SANITY_PROJECT_ID: 'leanlive',
  ALGOLIA_APP_ID: 'LEANLIVE',
  ALGOLIA_SEARCH_KEY: 'k',
  ALGOLIA_ADMIN_KEY: 'a',
};
const LIVE_HOSTS =
  /lean\.centra\.example|leanlive\.api(cdn)?\.sanity\.io|leanlive.*\.algolia(net)?\./i;

/** Pages, the shop's API and the embedded services' own paths, as visitors would ask. */
const VISITS: [path: string, init?: RequestInit][] = [
  ['/de/'],
  ['/de/products?q=mint'],
  ['/de/nicotine-pouches/kvallsro-ice-mint-weak-mini'],
  ['/de/checkout'],
  ['/api/health'],
  ['/_local/checkout-api/selection'],
  ['/_local/search/1/indexes/*/queries', { method: 'POST', body: '{"requests":[]}' }],
];

describe('the embedded services', () => {
  // The live hosts' stand-in is taken away after each test, whether it passed or not.
  afterEach(() => vi.restoreAllMocks());

  it('are never loaded by a deployment on live services', async () => {
    expectConsole('error', /./);
    expectConsole('warn', /./);
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!LIVE_HOSTS.test(url)) return real(input, init);
      return new Response('{"message":"unavailable"}', { status: 503 });
    });
    const live = withEnv(LIVE);
    for (const [path, init] of VISITS) await (await live(path, init)).arrayBuffer();
    // The page's cookie and its echo, as the shop's own browser code sends them.
    const headers = { Cookie: 'csrf_token=lean', 'x-csrf-token': 'lean', Origin: ORIGIN };
    await (
      await live('/api/addProduct', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ item: '1001-1', quantity: 1 }),
      })
    ).arrayBuffer();
    await scheduledCleanUp({ ...env, ...LIVE } as Env);
    expect(embeddedModulesLoaded()).toEqual([]);
  });

  it('are loaded by an embedded deployment, each on its first use', async () => {
    const embedded = withEnv({});
    await (await embedded('/_local/checkout-api/__emulator/stock/1001-1')).arrayBuffer();
    expect(embeddedModulesLoaded()).toEqual(['checkout api']);
    await (await embedded('/de/nicotine-pouches/kvallsro-ice-mint-weak-mini')).arrayBuffer();
    expect(embeddedModulesLoaded()).toEqual(['checkout api', 'content lake']);
    await (await embedded('/de/products?q=mint')).arrayBuffer();
    expect(embeddedModulesLoaded()).toEqual(['checkout api', 'content lake', 'search engine']);
    await scheduledCleanUp(env);
    expect(embeddedModulesLoaded()).toContain('checkout clean-up');
  });
});
