import { liveShopOrigin, servicesOrigin, startLiveTopology } from './live-topology.ts';
import { stopOnSignal } from './stop-on-signal.ts';

// `npm run live`: the whole live topology, as the browser tests' live project runs it: the
// stand-ins (SERVICE_LATENCY_MS, default 80), their Algolia indexed from their Centra with
// `npm run index` as a deployment's would be, then the shop in production mode against them.
const quiet = Boolean(process.env.LIVE_QUIET);
const topology = await startLiveTopology({
  latencyMs: Number(process.env.SERVICE_LATENCY_MS ?? 80),
  jitterMs: Number(process.env.SERVICE_JITTER_MS ?? 20),
  country: process.env.LIVE_COUNTRY,
  output: quiet ? 'ignore' : 'inherit',
});
stopOnSignal([topology.services, topology.shop]);
console.log(
  `The live topology: the shop on ${liveShopOrigin()}, its services on ${servicesOrigin()}.`,
);
