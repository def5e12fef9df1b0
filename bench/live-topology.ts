import { createHmac } from 'node:crypto';
import { LIVE, startLiveTopology, type LivePorts } from '../scripts/live-topology.ts';
import { median, type Measurement } from './measure.ts';
import {
  readsBeforeFirstByte,
  sequentialRoundTrips,
  type ServiceCall,
} from './service-round-trips.ts';

/** Ports of its own, so the bench never meets a developer's `npm run live`. */
const PORTS: LivePorts = { shop: 8891, services: 8893 };
const RUNS = 3;
/** The latency a shop meets from the edge to its services, and none (the render alone). */
const LATENCIES = [0, 80] as const;
/** What the issue sets: the page waits for at most two calls one after the other. */
const MAX_SEQUENTIAL = 2;

/** Every template a shopper can land on without a session, by a page of the seed. */
export const TOPOLOGY_TEMPLATES: Record<string, string> = {
  home: '/',
  'product list': '/products',
  category: '/nicotine-pouches',
  product: '/nicotine-pouches/kvallsro-ice-mint-weak-mini',
  'brand landing': '/brands',
  brand: '/brands/fjordlys',
  blog: '/blog',
  'blog post': '/blog/what-are-nicotine-pouches',
  faq: '/faq',
  newsletter: '/newsletter',
  'German home': '/de/',
};

/** A signed Sanity webhook for every document, and Centra's for every product: all purged. */
async function purgeEverything(shop: string) {
  const body = '{}';
  const time = Date.now();
  const signature = createHmac('sha256', LIVE.credentials.SANITY_WEBHOOK_SECRET)
    .update(`${time}.${body}`)
    .digest('base64url');
  const content = await fetch(`${shop}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'sanity-webhook-signature': `t=${time},v1=${signature}`,
    },
    body,
  });
  const catalogue = await fetch(`${shop}/api/revalidate/catalogue`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${LIVE.credentials.CENTRA_SHARED_SECRET}` },
  });
  if (!content.ok || !catalogue.ok)
    throw new Error(`purging answered ${content.status} and ${catalogue.status}`);
}

/** The stand-ins' log since `seq`, and the newest number. */
async function callsSince(services: string, seq: number) {
  const response = await fetch(`${services}/__services/requests?since=${seq}`);
  return (await response.json()) as { requests: ServiceCall[]; last: number };
}

interface PageTiming {
  ttfbMs: number;
  totalMs: number;
  calls: number;
  sequential: number;
}

/** One request of `path`: its time to first and last byte, and the service calls it made. */
async function timePage(shop: string, services: string, path: string): Promise<PageTiming> {
  const { last } = await callsSince(services, 0);
  const start = performance.now();
  const response = await fetch(`${shop}${path}`);
  const ttfbMs = performance.now() - start;
  const firstByteAt = Date.now();
  await response.arrayBuffer();
  const totalMs = performance.now() - start;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { requests } = await callsSince(services, last);
  const waited = readsBeforeFirstByte(requests, firstByteAt);
  return { ttfbMs, totalMs, calls: waited.length, sequential: sequentialRoundTrips(waited) };
}

/**
 * The shop in production mode against its stand-ins over the network: for each template, a
 * page built from nothing (everything purged first) with no latency and with 80 ms on every
 * service call, the round trips it waited for one after another (from the services' own
 * log), and a cache hit for comparison.
 */
export async function measureLiveTopology(): Promise<Measurement[]> {
  const topology = await startLiveTopology({ latencyMs: 0, jitterMs: 0, ports: PORTS });
  const shop = topology.shop.origin;
  const services = topology.services.origin;
  const measurements: Measurement[] = [];
  try {
    // Every template once, so first-use costs (the catalogue's seeding) are not measured.
    for (const path of Object.values(TOPOLOGY_TEMPLATES)) await timePage(shop, services, path);
    for (const latencyMs of LATENCIES) {
      await fetch(`${services}/__services/latency`, {
        method: 'PUT',
        body: JSON.stringify({ latencyMs, jitterMs: 0 }),
      });
      for (const [name, path] of Object.entries(TOPOLOGY_TEMPLATES)) {
        const runs: PageTiming[] = [];
        for (let run = 0; run < RUNS; run++) {
          await purgeEverything(shop);
          runs.push(await timePage(shop, services, path));
        }
        const label = `${name}, uncached, ${latencyMs} ms per service call`;
        measurements.push(
          {
            name: `${label}: first byte`,
            value: median(runs.map((r) => r.ttfbMs)),
            unit: 'ms',
            runs: RUNS,
          },
          {
            name: `${label}: last byte`,
            value: median(runs.map((r) => r.totalMs)),
            unit: 'ms',
            runs: RUNS,
          },
        );
        if (latencyMs > 0) {
          measurements.push({
            name: `${name}, uncached: service calls waited for in turn`,
            value: Math.max(...runs.map((r) => r.sequential)),
            unit: 'round trips',
            runs: RUNS,
            budget: { max: MAX_SEQUENTIAL },
          });
          const hit = await timePage(shop, services, path);
          measurements.push({
            name: `${name}, cache hit, ${latencyMs} ms per service call: first byte`,
            value: hit.ttfbMs,
            unit: 'ms',
            runs: 1,
          });
        }
      }
    }
  } finally {
    topology.stop();
  }
  return measurements;
}
