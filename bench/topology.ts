import { measureLiveTopology } from './live-topology.ts';
import { formatTable } from './table.ts';

// `npm run bench:topology`: only the live topology's section of `npm run bench`.
if (process.env.NODE_ENV !== 'production') {
  throw new Error('Run benchmarks with NODE_ENV=production (npm run bench:topology).');
}
console.log(formatTable(await measureLiveTopology()));
process.exit(0);
