import { readdir, stat } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { median, type Measurement } from './measure.ts';
import { startBareWorker, startDevServer } from './dev-server.ts';
import { TEMPLATE_PATHS } from './javascript-budget.ts';

const PORT = 8797;
const BARE_PORT = 8798;
/** Connections kept open at once, each sending its next request when the last is answered. */
const CONNECTIONS = 16;
/** Each target is measured in turn, round after round, so a busy moment spreads over all. */
const ROUNDS = 3;
const SECONDS = 3;
const WARMUP_SECONDS = 1;

interface Target {
  name: string;
  /** A path, or a maker of one (an uncached render needs a page nobody asked for yet). */
  path: string | (() => string);
  status: number;
  /** A response header the target must answer with, so a cache miss cannot pass for a hit. */
  header?: [string, string];
  /** Asked of the bare worker (bench/bare-worker.ts) rather than the shop. */
  bare?: true;
}

const cacheHit = (name: string, path: string): Target => ({
  name: `Full-page cache hit: ${name}`,
  path,
  status: 200,
  header: ['x-page-cache', 'HIT'],
});

/** The bare worker answering a hit's very bytes and headers: the ceiling for that hit. */
const bareTwin = (hit: Target): Target => ({
  name: `Bare worker answering the same bytes as the ${hit.name.toLowerCase()}`,
  path: hit.path,
  status: 200,
  bare: true,
});

/**
 * The largest script the build wrote: a static answer as large as a page or larger. Beside
 * the tiny favicon it tells what moving a page's bytes costs on this server, apart from the
 * worker's own work on a hit.
 */
async function largestScript(): Promise<{ path: string; kilobytes: number }> {
  const folder = path.resolve('public/static');
  const sizes = await Promise.all(
    (await readdir(folder))
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => ({ file, size: (await stat(path.join(folder, file))).size })),
  );
  const largest = sizes.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error('no script in public/static: build the client first');
  return { path: `/static/${largest.file}`, kilobytes: Math.round(largest.size / 1024) };
}

const LARGE_STATIC = 'Static asset as large as a page';

const HITS = [
  cacheHit('home', TEMPLATE_PATHS.home),
  cacheHit('product list', TEMPLATE_PATHS['product-list']),
  cacheHit('product page', TEMPLATE_PATHS.product),
  cacheHit('blog post', TEMPLATE_PATHS['blog-post']),
];
const TWINS = new Map(HITS.map((hit) => [hit, bareTwin(hit)]));

const targets = (large: { path: string; kilobytes: number }): Target[] => [
  { name: 'Static asset (/favicon.svg)', path: '/favicon.svg', status: 200 },
  { name: `${LARGE_STATIC} (${large.kilobytes} KB script)`, path: large.path, status: 200 },
  { name: 'JSON 404 through the middleware (/api/nope)', path: '/api/nope', status: 404 },
  ...HITS.flatMap((hit) => [hit, TWINS.get(hit)!]),
  {
    name: 'Uncached render: a search nobody made before',
    path: () => `/products?q=mint+${Math.random().toString(36).slice(2, 8)}`,
    status: 200,
    header: ['x-page-cache', 'MISS'],
  },
];

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(
  origin: string,
  path: string,
): Promise<{ status: number; header: (n: string) => string | undefined }> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = response.headers[name];
            return Array.isArray(value) ? value.join(',') : value;
          },
        }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * Headers of an answer that say how it travelled, not what it is. The bench's own requests ask
 * for no compression, so the shop answers them uncompressed and the bare worker must too.
 */
const TRANSPORT_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
];

/**
 * Hands the bare worker a hit's answer as the shop gave it: its body and its headers but the
 * ones of its transport.
 */
async function handOver(origin: string, bareOrigin: string, hit: Target) {
  await cached(origin, hit);
  const answer = await fetch(`${origin}${hit.path as string}`);
  const headers: [string, string][] = [];
  answer.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.includes(name)) headers.push([name, value]);
  });
  const handed = await fetch(`${bareOrigin}${hit.path as string}`, {
    method: 'PUT',
    headers: { 'x-answer-headers': JSON.stringify(headers) },
    body: await answer.arrayBuffer(),
  });
  if (handed.status !== 204) throw new Error(`the bare worker refused ${hit.path as string}`);
}

/**
 * A cache-hit target, rendered and stored before it is measured: a page goes stale a minute
 * after it was stored (and is rendered again), and the rounds take longer than that.
 */
async function cached(origin: string, target: Target) {
  if (target.header?.[1] !== 'HIT') return;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await get(origin, target.path as string)).header('x-page-cache') === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${target.name}: never served from the cache`);
}

/** Requests answered per second, as every connection asks again the moment it is answered. */
async function requestsPerSecond(origin: string, target: Target, seconds: number) {
  const pathOf = typeof target.path === 'string' ? () => target.path as string : target.path;
  const until = performance.now() + seconds * 1000;
  let answered = 0;
  let unlike = 0;
  const [name, expected] = target.header ?? [];
  const connection = async () => {
    while (performance.now() < until) {
      const { status, header } = await get(origin, pathOf());
      if (status !== target.status)
        throw new Error(`${target.name}: answered ${status}, expected ${target.status}`);
      if (name && header(name) !== expected) unlike += 1;
      answered += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  // A page expiring in the middle (a minute after it was stored) is rendered again by the
  // requests that find it stale; more than a few such answers is not a cache hit measured.
  if (unlike > answered * 0.05)
    throw new Error(
      `${target.name}: ${unlike} of ${answered} answers had ${name} other than ${expected}`,
    );
  return answered / ((performance.now() - started) / 1000);
}

/**
 * Throughput of one `wrangler dev` (127.0.0.1, embedded services): each target's median
 * over rounds of all targets, as requests per second and, for every target after the first,
 * as a share of the static asset's (the platform's own ceiling on this machine). Each hit is
 * also read against the bare worker answering its bytes, run beside the shop and asked in the
 * same turns. Bounded: a warm-up second per target, then three rounds of three seconds each.
 */
export async function measureThroughput(): Promise<Measurement[]> {
  const measured = targets(await largestScript());
  const [server, bare] = await Promise.all([
    startDevServer(PORT, 'throughput'),
    startBareWorker(BARE_PORT),
  ]);
  const originOf = (target: Target) => (target.bare ? bare.origin : server.origin);
  try {
    for (const hit of HITS) await handOver(server.origin, bare.origin, hit);
    for (const target of measured) {
      await cached(server.origin, target);
      await requestsPerSecond(originOf(target), { ...target, header: undefined }, WARMUP_SECONDS);
    }
    const rates = new Map<Target, number[]>(measured.map((target) => [target, []]));
    for (let round = 0; round < ROUNDS; round += 1)
      for (const target of measured) {
        await cached(server.origin, target);
        rates.get(target)!.push(await requestsPerSecond(originOf(target), target, SECONDS));
      }
    const rateOf = (target: Target) => median(rates.get(target)!);
    const staticRate = rateOf(measured[0]!);
    const largeStaticRate = rateOf(measured[1]!);
    return measured.flatMap((target, index): Measurement[] => {
      const rate = rateOf(target);
      const share = (of: string, value: number, budget?: Measurement['budget']): Measurement => ({
        name: `${target.name}, share of the ${of}'s`,
        value,
        unit: 'ratio',
        runs: ROUNDS,
        ...(budget ? { budget } : {}),
      });
      const perSecond = {
        name: `${target.name}, requests/s`,
        value: rate,
        unit: 'req/s',
        runs: ROUNDS,
      };
      if (index === 0) return [perSecond];
      if (target.header?.[1] !== 'HIT')
        return [perSecond, share('static asset', rate / staticRate)];
      const twin = TWINS.get(target)!;
      return [
        perSecond,
        share('static asset', rate / staticRate, { min: 0.7 }),
        // Where a hit falls short of the favicon, these say whether the bytes, the runtime or
        // the shop's own work does: a static file as large, and a worker that only answers.
        share(LARGE_STATIC.toLowerCase(), rate / largeStaticRate),
        share('bare worker', rate / rateOf(twin)),
      ];
    });
  } finally {
    server.stop();
    bare.stop();
    agent.destroy();
  }
}
