import { rm } from 'node:fs/promises';
import path from 'node:path';
import { runWrangler, serveWrangler, varArgs } from '../scripts/wrangler-process.ts';

/**
 * `wrangler dev` on 127.0.0.1 with its own fresh state (migrations applied), for the
 * measurements that need the real server; `stop` ends it and its children.
 */
export async function startDevServer(
  port: number,
  name: string,
  vars: Record<string, string> = {},
) {
  const state = path.resolve(`bench/.out/${name}-state`);
  await rm(state, { recursive: true, force: true });
  await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  return serveWrangler({
    args: [
      '--persist-to',
      state,
      // The worker is production unless told otherwise, and production needs live services.
      ...varArgs({ ENVIRONMENT: 'development', ...vars }),
    ],
    port,
    readyPath: '/api/health',
    timeoutMs: 60_000,
  });
}

/**
 * The bare worker (bench/bare-worker.ts) on 127.0.0.1:`port`, ready once it answers (a 404
 * while it holds nothing).
 */
export function startBareWorker(port: number) {
  return serveWrangler({
    args: ['--config', path.resolve('bench/bare-worker.toml')],
    port,
    readyPath: '/',
    ready: (status) => status === 404,
    timeoutMs: 60_000,
  });
}
