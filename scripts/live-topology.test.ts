import { createClient } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { LIVE, liveShopVars } from './live-topology.ts';

const ports = { shop: 9070, services: 9170 };

/** Where a client configured with the live topology's Sanity variables sends its queries. */
function queryUrlOf(options: { useProjectHostname?: boolean }) {
  const vars = liveShopVars(ports);
  return createClient({
    projectId: vars.SANITY_PROJECT_ID,
    dataset: vars.SANITY_DATASET,
    apiHost: vars.SANITY_API_HOST,
    apiVersion: '2025-02-19',
    useCdn: false,
    ...options,
  }).getUrl('/data/query/production');
}

describe('the live topology’s Sanity API host', () => {
  it('is reached by the worker at the stand-ins’ own host, without the project before it', () => {
    // SANITY_USE_PROJECT_HOSTNAME=false: workerd resolves `localhost`, no name under it.
    expect(liveShopVars(ports).SANITY_USE_PROJECT_HOSTNAME).toBe('false');
    expect(new URL(queryUrlOf({ useProjectHostname: false })).host).toBe('localhost:9170');
  });

  it('is reached by the Studio, which puts the project before it, at a name the browser resolves', () => {
    // Sanity's Studio always asks `{project}.{API host}`; under `localhost` that is this
    // machine in every browser, where `pouchatlas.127.0.0.1` would be no address at all.
    const url = new URL(queryUrlOf({}));
    expect(url.host).toBe(`${LIVE.credentials.SANITY_PROJECT_ID}.localhost:9170`);
  });
});
