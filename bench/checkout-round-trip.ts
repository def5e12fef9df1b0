import { median, type Measurement } from './measure.ts';
import { startDevServer } from './dev-server.ts';

const PORT = 8791;
const RUNS = 200;
const WARMUP = 20;

/**
 * Add-to-cart round trips against `wrangler dev` with the embedded Checkout API: each
 * sample is one POST items/{item}/quantity/1 with a session token, measured at the
 * client, after warm-up (the first call seeds the catalogue). Bounded to two minutes.
 */
export async function measureAddToCart(): Promise<Measurement> {
  const server = await startDevServer(PORT, 'checkout');
  const BASE = `${server.origin}/_local/checkout-api`;
  try {
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
    server.stop();
  }
}
