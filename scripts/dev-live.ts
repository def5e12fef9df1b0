import { liveShopOrigin, servicesOrigin, startLiveShop } from './live-topology.ts';
import { stopOnSignal } from './stop-on-signal.ts';

// `npm run dev:live`: the shop built as `npm run deploy` builds it, in production mode, against
// the stand-ins of `npm run services` (start that first), configured only by the variables a
// deployment sets.
try {
  await fetch(`${servicesOrigin()}/__services/health`);
} catch {
  console.error(
    `Nothing answers on ${servicesOrigin()}: start the stand-ins with npm run services.`,
  );
  process.exit(1);
}
const shop = await startLiveShop({ country: process.env.LIVE_COUNTRY, output: 'inherit' });
stopOnSignal([shop]);
console.log(`The shop in production mode on ${liveShopOrigin()}, against ${servicesOrigin()}.`);
