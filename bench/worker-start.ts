import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Measurement } from './measure.ts';

const run = promisify(execFile);

/** A number wrangler prints after a label, e.g. `Active: 116.6 ms` or `gzip: 1332.39 KiB`. */
function numberAfter(output: string, label: RegExp): number {
  const found = label.exec(output);
  if (!found?.[1]) throw new Error(`wrangler check startup printed no ${label.source}:\n${output}`);
  return Number(found[1]);
}

/** The two builds: the one `npm run deploy` uploads, and the one with the embedded services. */
const BUILDS = [
  { label: 'live services', args: ['--args=--define EMBEDDED_SERVICES_IN_BUILD:false'] },
  { label: 'embedded services in', args: [] },
] as const;

/**
 * What a new isolate carries and does before its first request: the deployed bundle (raw and
 * gzip, as `wrangler deploy` would upload it) and the CPU its top-level code takes, from
 * `wrangler check startup` (a local profile of the startup phase, with this machine's CPU),
 * for a deployment on live services and for one with the embedded services in its build.
 */
export async function measureWorkerStart(): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const { label, args } of BUILDS) {
    const profile = path.resolve(
      `bench/.out/worker-startup-${label.replace(/ /g, '-')}.cpuprofile`,
    );
    const { stdout, stderr } = await run(
      path.resolve('node_modules/.bin/wrangler'),
      ['check', 'startup', '--outfile', profile, ...args],
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const output = `${stdout}\n${stderr}`;
    measurements.push(
      {
        name: `Worker bundle, raw (${label})`,
        value: numberAfter(output, /Bundle: ([\d.]+) KiB/) / 1024,
        unit: 'MiB',
        runs: 1,
      },
      {
        name: `Worker bundle, gzip (${label})`,
        value: numberAfter(output, /gzip: ([\d.]+) KiB/) / 1024,
        unit: 'MiB',
        runs: 1,
      },
      {
        name: `Worker startup CPU (${label}; wrangler check startup, this machine)`,
        value: numberAfter(output, /Active: ([\d.]+) ms/),
        unit: 'ms',
        runs: 1,
      },
    );
  }
  return measurements;
}
