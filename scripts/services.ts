import { LIVE, servicesOrigin, startServices } from './live-topology.ts';
import { stopOnSignal } from './stop-on-signal.ts';

// `npm run services`: the stand-ins of Centra, Sanity and Algolia as their own process on
// 127.0.0.1:8790, with SERVICE_LATENCY_MS (default 80) and SERVICE_JITTER_MS (default 20) on
// every answer. `npm run dev:live` runs the shop against it; `npm run live` runs both.
const latencyMs = Number(process.env.SERVICE_LATENCY_MS ?? 80);
const jitterMs = Number(process.env.SERVICE_JITTER_MS ?? 20);
const services = await startServices({ latencyMs, jitterMs, output: 'inherit' });
stopOnSignal([services]);
console.log(
  `Stand-ins on ${servicesOrigin()} (latency ${latencyMs} ± ${jitterMs} ms): Centra at /api/checkout, ` +
    `Sanity project ${LIVE.credentials.SANITY_PROJECT_ID} at /v…, Algolia at /1/…, controls at /__services.`,
);
