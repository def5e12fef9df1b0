import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

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

async function waitFor(url: string, deadline: number, ready = (status: number) => status < 300) {
  while (Date.now() < deadline) {
    try {
      if (ready((await fetch(url)).status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer ${url} in time`);
}

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
  await run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
  return serve(
    [
      '--port',
      String(port),
      '--persist-to',
      state,
      // The worker is production unless told otherwise, and production needs live services.
      '--var',
      'ENVIRONMENT:development',
      ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
    ],
    port,
    '/api/health',
  );
}

/**
 * The bare worker (bench/bare-worker.ts) on 127.0.0.1:`port`, ready once it answers (a 404
 * while it holds nothing).
 */
export function startBareWorker(port: number) {
  return serve(
    ['--config', path.resolve('bench/bare-worker.toml'), '--port', String(port)],
    port,
    '/',
    (status) => status === 404,
  );
}

/** `wrangler dev` with `args` on 127.0.0.1, once `readyPath` answers; `stop` ends it and its children. */
async function serve(
  args: string[],
  port: number,
  readyPath: string,
  ready?: (status: number) => boolean,
) {
  const server = spawn(
    wrangler,
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
      ...args,
    ],
    { env: { ...QUIET, NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}${readyPath}`, Date.now() + 60_000, ready);
  return { origin, stop: () => process.kill(-(server.pid as number), 'SIGTERM') };
}
