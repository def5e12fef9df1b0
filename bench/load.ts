import { startDevServer } from './dev-server.ts';
import { sameOriginHeaders, trafficMix, type TrafficKind } from './load-traffic.ts';

// `npm run load`: a bounded load test against one `wrangler dev` on 127.0.0.1 with the
// embedded services. It stops at whichever comes first, the duration or the request count.
// Flags: --seconds=20 --requests=4000 --concurrency=8.
const flag = (name: string, fallback: number) => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return value ? Number(value) : fallback;
};
const SECONDS = flag('seconds', 20);
const MAX_REQUESTS = flag('requests', 4000);
const CONCURRENCY = flag('concurrency', 8);
const PORT = 8793;

interface Tally {
  latencies: number[];
  requests: number;
  client: number;
  server: number;
  network: number;
}

const percentile = (values: number[], share: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

function choose(kinds: TrafficKind[]): TrafficKind {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  let roll = Math.random() * total;
  for (const kind of kinds) {
    roll -= kind.weight;
    if (roll <= 0) return kind;
  }
  return kinds[0]!;
}

const server = await startDevServer(PORT, 'load');
try {
  const origin = server.origin;
  const cachedPages = [
    '/',
    '/products',
    '/nicotine-pouches/kvallsro-ice-mint-weak-mini',
    '/blog',
    '/faq',
  ];
  // Plenty of stock for the checkouts, then every cached page rendered once (and the catalogue seeded).
  for (const item of ['1001-1', '1002-1'])
    await fetch(`${origin}/_local/checkout-api/__emulator/stock/${item}`, {
      method: 'PUT',
      body: JSON.stringify({ quantity: 1_000_000 }),
    });
  for (const path of cachedPages)
    for (let n = 0; n < 2; n += 1) await (await fetch(`${origin}${path}`)).arrayBuffer();

  const kinds = trafficMix(cachedPages, await sameOriginHeaders(origin));
  const tallies = new Map<string, Tally>(
    kinds.map((kind) => [
      kind.name,
      { latencies: [], requests: 0, client: 0, server: 0, network: 0 },
    ]),
  );
  const stopAt = Date.now() + SECONDS * 1000;
  let started = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < stopAt && started < MAX_REQUESTS) {
        started += 1;
        const kind = choose(kinds);
        const tally = tallies.get(kind.name)!;
        const at = performance.now();
        try {
          const statuses = await kind.run(origin);
          tally.latencies.push(performance.now() - at);
          tally.requests += statuses.length;
          tally.client += statuses.filter((code) => code >= 400 && code < 500).length;
          tally.server += statuses.filter((code) => code >= 500).length;
        } catch {
          tally.network += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const rows = [...tallies].map(([name, t]) => [
    name,
    String(t.latencies.length),
    String(t.requests),
    (t.latencies.length / elapsed).toFixed(1),
    percentile(t.latencies, 0.5).toFixed(1),
    percentile(t.latencies, 0.99).toFixed(1),
    String(t.client),
    String(t.server),
    String(t.network),
  ]);
  const header = [
    'kind',
    'runs',
    'requests',
    'runs/s',
    'p50 ms',
    'p99 ms',
    '4xx',
    '5xx',
    'network',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    '| ' + cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(
    `Load: ${started} runs in ${elapsed.toFixed(1)} s, ${CONCURRENCY} at a time, 127.0.0.1:${PORT}`,
  );
  console.log(
    [
      line(header),
      '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|',
      ...rows.map(line),
    ].join('\n'),
  );
  const failures = [...tallies.values()].reduce((sum, t) => sum + t.server + t.network, 0);
  if (failures > 0) {
    console.error(`${failures} server errors or failed connections: the bar is zero.`);
    process.exitCode = 1;
  }
} finally {
  server.stop();
}
