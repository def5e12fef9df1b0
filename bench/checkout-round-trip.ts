import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { median, type Measurement } from './measure.ts';

const PORT = 8791;
const BASE = `http://127.0.0.1:${PORT}/_local/checkout-api`;
const RUNS = 200;
const WARMUP = 20;
const STATE = path.resolve('bench/.out/wrangler-state');
const QUIET = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};
const wrangler = path.resolve('node_modules/.bin/wrangler');

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrangler, args, { env: QUIET, stdio: 'ignore' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler ${args[0]} exited ${code}`)),
    );
  });
}

async function waitFor(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer ${url} in time`);
}

/**
 * Add-to-cart round trips against `wrangler dev` with the embedded Checkout API: each
 * sample is one POST items/{item}/quantity/1 with a session token, measured at the
 * client, after warm-up (the first call seeds the catalogue). Bounded to two minutes.
 */
export async function measureAddToCart(): Promise<Measurement> {
  await rm(STATE, { recursive: true, force: true });
  await run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE]);
  const server = spawn(
    wrangler,
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--persist-to',
      STATE,
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
    ],
    { env: { ...QUIET, NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  try {
    await waitFor(`http://127.0.0.1:${PORT}/api/health`, Date.now() + 60_000);
    const first = await fetch(`${BASE}/selection`);
    const { token } = (await first.json()) as { token: string };
    await fetch(`${BASE}/__emulator/stock/1001-1`, {
      method: 'PUT',
      body: JSON.stringify({ quantity: 100_000 }),
    });
    const headers = { 'API-token': token, 'Content-Type': 'application/json' };
    const samples: number[] = [];
    for (let index = 0; index < WARMUP + RUNS; index += 1) {
      const started = performance.now();
      const response = await fetch(`${BASE}/items/1001-1/quantity/1`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`add to cart answered ${response.status}`);
      if (index >= WARMUP) samples.push(performance.now() - started);
      // A fresh line now and then keeps the cart small, like a real shopper's.
      if (index % 50 === 49) {
        const { selection } = (await (await fetch(`${BASE}/selection`, { headers })).json()) as {
          selection: { items: { line: string }[] };
        };
        for (const line of selection.items)
          await fetch(`${BASE}/lines/${line.line}`, { method: 'DELETE', headers });
      }
    }
    return {
      name: 'Add to cart round trip (wrangler dev)',
      value: median(samples),
      unit: 'ms',
      runs: RUNS,
      budget: { max: 20 },
    };
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}
