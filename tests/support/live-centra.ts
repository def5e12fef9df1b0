import { env, exports } from 'cloudflare:workers';
import { onTestFinished, vi } from 'vitest';
import { createApp } from '../../src/app';
import { ORIGIN } from './page-state';

/** The Centra tenant a live worker is configured with: this worker's embedded API answers it. */
const TENANT = 'https://tenant.centra.example/api/checkout';

/** What a production worker needs to run content and search on their stand-ins. */
export const EMBEDDED_CONTENT_AND_SEARCH = {
  EMBEDDED_SERVICES: 'content,search',
  ALGOLIA_SEARCH_KEY: 'demo-search-key-0123456789',
  SANITY_LOCAL_EDITOR_TOKEN: 'editor-'.padEnd(48, 'x'),
};

type Answer = (url: URL) => Response | Promise<Response>;

/**
 * A worker whose Checkout API is live: a Centra tenant on the network (its calls answered by
 * the embedded API of the test worker, which shares the tenant's secret), so the shop runs
 * the code a deployment on a real Centra runs. Other hosts answer as `answer` says; any call
 * to a host nobody answers is noted (`calledElsewhere`). The network is restored when the
 * test ends.
 */
export function onLiveCentra(vars: Record<string, string>) {
  const answers: [prefix: string, answer: Answer][] = [];
  const elsewhere: string[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith(`${TENANT}/`)) {
      const path = request.url.slice(TENANT.length);
      return exports.default.fetch(new Request(`${ORIGIN}/_local/checkout-api${path}`, request));
    }
    const answer = answers.find(([prefix]) => request.url.startsWith(prefix));
    if (answer) return answer[1](new URL(request.url));
    elsewhere.push(request.url);
    return new Response('nobody answers here in this test', { status: 503 });
  });
  onTestFinished(() => fetchSpy.mockRestore());
  const app = createApp();
  const bindings = { ...env, CENTRA_API_URL: TENANT, ...vars };
  return {
    get: (path: string, init?: RequestInit) => app.request(`${ORIGIN}${path}`, init, bindings),
    answer: (prefix: string, answer: Answer) => void answers.push([prefix, answer]),
    calledElsewhere: () => [...elsewhere],
  };
}
